/** Calls an RPC method through the watcher's counting and rate-limit handling (modules/watcher/scanChain: watcherRpc). */
export type WatcherRpc = <T>(method: string, call: () => Promise<T>) => Promise<T>
