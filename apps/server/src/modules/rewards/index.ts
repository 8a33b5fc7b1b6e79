// Rewards: the records table and balance (cards issue), rebates, history, redemption (issue 6).
export { getRedeemableOptions } from './getRedeemableOptions'
export { getRewardBalance } from './getRewardBalance'
export { type InsertRewardRecordParameters, insertRewardRecord } from './insertRewardRecord'
export { type ListRewardRecordsParameters, listRewardRecords } from './listRewardRecords'
export {
  REDEEMABLE_CARD_STATUSES,
  type RedeemRewardsParameters,
  type RedeemRewardsReturnType,
  redeemRewards,
} from './redeemRewards'
