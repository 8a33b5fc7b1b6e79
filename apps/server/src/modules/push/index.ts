// The push module's one door: what the rest of the server may use of it.
export { createPushSender } from './createPushSender'
export { deleteOwnPushSubscription, listPushSubscriptions } from './repo/pushSubscriptions'
export { resolveVapidKeys } from './resolveVapidKeys'
export { subscribeDevice, toWireSubscription } from './subscribeDevice'
