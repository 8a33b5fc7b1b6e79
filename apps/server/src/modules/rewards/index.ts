// The rewards module's one door: what the rest of the server may use of it.
export { adjustRewards } from './adjustRewards'
export { getRedeemableOptions } from './getRedeemableOptions'
export { getRewardBalance } from './getRewardBalance'
export { insertRewardRecord } from './insertRewardRecord'
export { listRewardRecords } from './listRewardRecords'
export { redeemRewards } from './redeemRewards'
