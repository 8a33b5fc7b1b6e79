// Membership: monthly levels from the previous month's settled top-up volume, and the rebate rate.
export { type ComputeMonthlyLevelsReturnType, computeMonthlyLevels } from './computeMonthlyLevels'
export { getMembershipLevel, type MembershipLevelReturnType } from './getMembershipLevel'
export { getSettledVolume } from './getSettledVolume'
export { type Month, monthOf } from './monthOf'
