let gate: Promise<unknown> = Promise.resolve()

/** Lazy chunks (`lazyChunk`) render only once `ready` has resolved (the English the entry leaves out). */
export function holdChunksUntil(ready: Promise<unknown>): void {
  gate = Promise.all([gate, ready])
}

export function chunkGate(): Promise<unknown> {
  return gate
}
