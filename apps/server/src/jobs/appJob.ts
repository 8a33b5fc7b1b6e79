/** A background job of the app, as worker.ts starts it when the app is ready and stops it when it closes. */
export type AppJob = {
  start(): void | Promise<void>
  /** Stops its timers and waits for rounds in flight; its locks are given up. */
  stop(): Promise<void>
}
