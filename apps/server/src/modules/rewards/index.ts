// Rewards, the part the cards issue owns: the records table, the balance and the referral record.
export { getRewardBalance } from './getRewardBalance'
export { type InsertRewardRecordParameters, insertRewardRecord } from './insertRewardRecord'
