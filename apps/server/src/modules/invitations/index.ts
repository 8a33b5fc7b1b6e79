// The invitations module's one door: what the rest of the server may use of it.
export { activateUser } from './activateUser'
export { checkInvitationCode } from './checkInvitationCode'
export { claimReferral } from './claimReferral'
export { getUserInvitation } from './getUserInvitation'
export { createRootInvitationCode, seedRootInvitationCode } from './seedRootInvitationCode'
