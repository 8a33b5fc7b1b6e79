import type { Db } from '../../../../db'
import type { Clock } from '../../../../deps'
import type { CardDataSealer } from '../../../../runtime/cardData/sealCardData'

/** What the sandbox issuer and its merchant simulator work with: our database is the sandbox issuer's. */
export type SandboxContext = { db: Db; clock: Clock; sealer: CardDataSealer }
