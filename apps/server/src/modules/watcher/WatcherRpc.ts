/** Calls an RPC method through the watcher's counting and rate-limit handling (scanChain's watcherRpc). */
export type WatcherRpc = <T>(method: string, call: () => Promise<T>) => Promise<T>
