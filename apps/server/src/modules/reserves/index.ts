// The reserves module's door: the proof of reserves' snapshots (what is owed, what is held, the signed
// Merkle-sum tree), the published figures and each owner's proof.
export { getReserves } from './getReserves'
export { proveOwner } from './proveOwner'
export { MULTICALL3, readChainReserves } from './readChainReserves'
export { insertReservesSnapshot } from './repo/insertReservesSnapshot'
export { readDepositAddresses } from './repo/readDepositAddresses'
export { readLiabilities } from './repo/readLiabilities'
export { createReservesJob } from './reservesJob'
export { RESERVES_SIGNER_FILE, resolveReservesSigner } from './resolveReservesSigner'
export type { ChainReserve, IssuerBalance } from './types'
