import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { serverRoot } from '../../serverRoot'
import { PgliteWorkerClient } from './PgliteWorkerClient'
import { deserializeError, type PgliteWorkerData, type WorkerReady } from './workerProtocol'

/** Starts the PGlite worker thread on `data` and resolves once its database is open. */
export async function startPgliteWorker(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
  const worker = new Worker(join(serverRoot, 'src/db/pglite/pgliteWorker.mjs'), {
    workerData: data,
    stdout: false,
    stderr: false,
  })
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new Error(`the PGlite worker exited (code ${code}) before opening`))
      worker.once('error', reject)
      worker.once('exit', onExit)
      worker.once('message', (ready: WorkerReady) => {
        worker.off('error', reject)
        worker.off('exit', onExit)
        if (ready.ready) resolve()
        else reject(deserializeError(ready.error))
      })
    })
  } catch (error) {
    await worker.terminate()
    throw error
  }
  return new PgliteWorkerClient(worker)
}
