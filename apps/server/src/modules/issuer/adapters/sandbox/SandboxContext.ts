import type { Config } from '../../../../config'
import type { Db } from '../../../../db'
import type { Clock } from '../../../../deps'
import type { CardDataSealer } from '../../../../runtime/cardData/sealCardData'

/** What the sandbox issuer and its merchant simulator work with: our database is the sandbox issuer's. */
export type SandboxContext = {
  db: Db
  clock: Clock
  sealer: CardDataSealer
  /** The program's policy (RISK_*), which the sandbox's network decides purchases under as Lithic's does. */
  config?: Pick<Config, 'programPolicy'> | undefined
}
