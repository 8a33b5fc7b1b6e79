// The membership module's one door: what the rest of the server may use of it.
export { getMembershipLevel } from './getMembershipLevel'
export { getMembershipResponse } from './getMembershipResponse'
export { createMembershipJob } from './membershipJob'
