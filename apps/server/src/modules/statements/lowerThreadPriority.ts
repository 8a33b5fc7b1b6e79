import { setPriority } from 'node:os'

/**
 * The nice value a statement render thread gives itself. On Linux a thread's nice value is its own (setpriority
 * with pid 0 names the calling thread), so a render waits for the cores while the main thread has authorizations
 * to answer, and takes them whole when it has none. Elsewhere (one nice value per process) the call would slow
 * the whole server, so it is made on Linux only.
 */
export const STATEMENT_THREAD_NICE = 19

// Imported first by the worker's entry, so that the PDF library and its fonts load at this priority too.
if (process.platform === 'linux') {
  try {
    setPriority(STATEMENT_THREAD_NICE)
  } catch {
    // A container that forbids it: the render runs at the process's priority.
  }
}
