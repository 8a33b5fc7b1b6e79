// The events module's one door: what the rest of the server may use of it.
export { authenticateStream } from './authenticateStream'
export { createCardEventHub } from './createCardEventHub'
export { openEventStream } from './openEventStream'
export { createCardEventsPruneJob } from './pruneJob'
