// Proof of reserves (API.md "Proof of reserves"): the Merkle-sum tree over the owners' liabilities, the
// proof each owner gets of their place in it, and a verifier that needs nothing of ours but that text.
export {
  type BuildReservesTreeParameters,
  buildReservesTree,
  type OwnerLiability,
  type ReservesBottomLeaf,
  type ReservesLeaf,
  type ReservesNode,
  type ReservesTree,
} from './buildReservesTree'
export { proofOfOwner } from './proofOfOwner'
export type { ReservesPathStep, ReservesProof, ReservesProofLeaf, ReservesRootJson } from './reservesProof'
export { cryptoReservesRandom, type ReservesRandom } from './reservesRandom'
export { reservesSignedText } from './reservesSignedText'
export {
  type PublishedReservesRoot,
  type ReservesCheck,
  type ReservesVerification,
  verifyReservesProof,
} from './verifyReservesProof'
