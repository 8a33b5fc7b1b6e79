// Sessions as the runtime reads them on every request: the session plugin (app.authenticate, request.session), the
// cookie, the token hash, and the live-session reads other queries join. Signing in and out (writing sessions) is
// the auth module's.
export { findLiveSession, type LiveSession } from './findLiveSession'
export { endIdleSessionStreams, isIdleSession } from './idleSession'
export { liveSessionColumns, liveSessionCondition, liveSessionOf } from './liveSessionJoin'
export {
  newPreAuthValue,
  preAuthClientOf,
  preAuthCookieName,
  preAuthCookieOptions,
  readPreAuthClient,
  readPreAuthValue,
} from './preAuthCookie'
export { refuseIfIdle } from './refuseIfIdle'
