// The reserves module's door for the flows: what a snapshot reads (owed, held) and how it is stored, and the
// attestation key. Its routes (the published figures, the owner's proof, the daily job) live beside it.

export { anchorReservesRoot } from './anchorReservesRoot'
export { bufferedCryptoRandom } from './bufferedCryptoRandom'
export { cachedAnswer } from './cachedAnswer'
export { getReserves } from './getReserves'
export { startPackedReservesTree } from './packedReservesTree'
export { proveOwner } from './proveOwner'
export { readChainHead, readChainReserves } from './readChainReserves'
export { insertReservesSnapshot } from './repo/insertReservesSnapshot'
export { pruneReservesTrees } from './repo/pruneReservesTrees'
export { readDepositAddresses } from './repo/readDepositAddresses'
export { readLiabilities } from './repo/readLiabilities'
export { recordReservesAnchor } from './repo/recordReservesAnchor'
export { createReservesJob } from './reservesJob'
export { resolveReservesSigner } from './resolveReservesSigner'
export type { IssuerBalance } from './types'
