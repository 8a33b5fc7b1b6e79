const pending: (() => Promise<unknown>)[] = []
let gate: Promise<unknown> | undefined

/**
 * Lazy chunks (`lazyChunk`) render only once what `start` loads has arrived (the English the entry leaves out).
 * `start` runs when the first such chunk is requested, not before: the home page, which needs none of it, does
 * not fetch it on its first load.
 */
export function holdChunksUntil(start: () => Promise<unknown>): void {
  pending.push(start)
  gate = undefined
}

export function chunkGate(): Promise<unknown> {
  gate ??= Promise.all(pending.map((start) => start()))
  return gate
}
