// Auth: sign-in, sessions and the session plugin. Other modules read a live session through here, never its repo/.
export { findLiveSession, type LiveSession } from './repo/findLiveSession'
export { liveSessionColumns, liveSessionCondition, liveSessionOf } from './repo/liveSessionJoin'
