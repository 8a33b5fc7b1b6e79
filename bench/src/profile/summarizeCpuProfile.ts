/** The parts of a V8 `.cpuprofile` (node --cpu-prof) this summary reads. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

type ProfileShare = { name: string; ms: number; share: number }
export type ProfileSummary = {
  /** Sampled time in all, idle excluded (ms). */
  busyMs: number
  idleMs: number
  /** Self time by where the code lives: an npm package, this repository's code, Node.js, GC. */
  byPlace: ProfileShare[]
  /** Self time of the heaviest functions (`name place:line`). */
  topFunctions: ProfileShare[]
}

/** Where a frame's code lives: `pkg:<npm package>`, `app:<path under the repo>`, `node`, or a V8 pseudo-frame. */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return `(${functionName.replace(/^\(|\)$/g, '') || 'native'})`
  if (url.startsWith('node:')) return 'node'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return `pkg:${pkg}`
  const app = /\/(apps\/[^/]+|packages\/[^/]+)\//.exec(url)?.[1]
  return app ? `app:${app}` : url
}

const toShares = (totals: Map<string, number>, busyMs: number, limit: number): ProfileShare[] =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), share: busyMs > 0 ? ms / busyMs : 0 }))

/** Sums the self time of each sample's frame (time delta of the next sample, as V8 attributes it). */
export function summarizeCpuProfile(profile: CpuProfile, limit = 20): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const place = new Map<string, number>()
  const fn = new Map<string, number>()
  let busy = 0
  let idle = 0
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const frame = byId.get(id)
    if (!frame) return
    if (frame.functionName === '(idle)') {
      idle += ms
      return
    }
    busy += ms
    const where = placeOf(frame.url, frame.functionName)
    place.set(where, (place.get(where) ?? 0) + ms)
    const key = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
    fn.set(key, (fn.get(key) ?? 0) + ms)
  })
  return {
    busyMs: Math.round(busy),
    idleMs: Math.round(idle),
    byPlace: toShares(place, busy, limit),
    topFunctions: toShares(fn, busy, limit),
  }
}
