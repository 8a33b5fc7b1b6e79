// The auth module's one door: what the rest of the server may use of it.
export { checkFreshSignature, useFreshSignatureNonce } from './checkFreshSignature'
export { issueNonce } from './issueNonce'
export { listSessions } from './sessions/listSessions'
export { revokeAllSessions } from './sessions/revokeAllSessions'
export { revokeSession } from './sessions/revokeSession'
export { signIn } from './signIn'
export { signOut } from './signOut'
