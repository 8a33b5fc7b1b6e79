import type { Artifact } from './artifact'

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

/**
 * Deterministic JSON for an artifact: keys sorted at every level (array order kept, it is meaningful),
 * 2-space indent, trailing newline, no timestamps or paths. Same contract in, same bytes out.
 */
export function serializeArtifact(artifact: Artifact): string {
  return `${JSON.stringify(sortKeys(artifact), null, 2)}\n`
}
