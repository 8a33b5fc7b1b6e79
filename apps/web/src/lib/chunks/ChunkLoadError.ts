/**
 * A script chunk (lazy page, modal, menu, locale file) failed to load or did not arrive within the chunk
 * time-out (SPEC sections 8 and 9). Usually the network dropped or a deploy replaced the hashed files; a
 * reload fetches the current ones.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError' as const
  readonly reason: 'failed' | 'timeout'
  shortMessage: string
  constructor(reason: 'failed' | 'timeout', options: { cause?: unknown } = {}) {
    super(
      reason === 'timeout'
        ? 'A part of the app did not load in time.'
        : 'A part of the app could not be loaded.',
      options,
    )
    this.reason = reason
    this.shortMessage = this.message
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError
}
