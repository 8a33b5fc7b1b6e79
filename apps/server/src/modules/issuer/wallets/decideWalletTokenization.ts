import { randomUUID } from 'node:crypto'
import {
  decideWalletStepUp,
  isCardExpired,
  type WalletDecisioningInfo,
  type WalletStepUp,
} from '@chaincard/domain'
import type { Db } from '../../../db'
import type { Wallet } from '../../../db/schema/walletTokens'
import { lockEventCard } from '../inbound/repo/lockEventCard'
import { readStepUpFacts, type StepUpFacts } from './repo/stepUpFacts'
import { upsertWalletToken } from './repo/walletTokens'

/**
 * How long after the owner asked our app to push the card into a wallet the wallet's request counts as that
 * push: the wallet asks within seconds; a quarter of an hour leaves room for a slow phone, not for a stranger.
 */
const PUSH_PROVISION_WINDOW_MS = 15 * 60_000

/** The wallet's request as decided: the step-up answer, and the owner's contact the answer offers. */
export type WalletTokenizationDecision = {
  step: WalletStepUp
  contact: StepUpFacts['contact']
  tokenId: string | null
}

/**
 * A wallet asks to add a card (Lithic's tokenization decisioning, the sandbox's simulator), decided by the
 * domain's `decideWalletStepUp` under the card's lock: declined for a card that may not be used (locked,
 * suspended, expired, its owner not allowed, not ours) or on the wallet's red recommendation; approved only for
 * our app's own push (`source` PUSH_PROVISION right after the owner asked for it, same wallet) with a green
 * recommendation; else verified with the person through the phone and verified e-mail the owner gave (declined
 * without them). The token is recorded either way (`pending` until the issuer says it is active, or `declined`).
 */
export async function decideWalletTokenization(
  db: Db,
  request: {
    issuer: string
    cardToken: string
    issuerToken: string
    wallet: Wallet
    device: string | null
    /** Lithic's `tokenization_source` (PUSH_PROVISION, MANUAL_PROVISION...); null: not given. */
    source: string | null
    info: WalletDecisioningInfo | null
    now: Date
  },
): Promise<WalletTokenizationDecision> {
  return db.transaction(async (tx) => {
    const card = await lockEventCard(tx, request.cardToken)
    if (!card) {
      return {
        step: { decision: 'DECLINE', recommendation: 'yellow', reason: 'card_unusable' },
        contact: null,
        tokenId: null,
      }
    }
    const facts = await readStepUpFacts(
      tx,
      card.id,
      request.wallet,
      new Date(request.now.getTime() - PUSH_PROVISION_WINDOW_MS),
    )
    const step = decideWalletStepUp({
      card: {
        status: card.status,
        expired: isCardExpired(card, request.now),
        ownerAllowed: card.userState === 'normal' || card.userState === '',
      },
      info: request.info,
      pushFromOurApp: request.source?.toUpperCase() === 'PUSH_PROVISION' && facts.pushedSince,
      contact: facts.contact,
    })
    const row = await upsertWalletToken(tx, {
      id: randomUUID(),
      cardId: card.id,
      issuer: request.issuer,
      issuerToken: request.issuerToken,
      wallet: request.wallet,
      device: request.device,
      status: step.decision === 'DECLINE' ? 'declined' : 'pending',
      now: request.now,
    })
    return { step, contact: facts.contact, tokenId: row.id }
  })
}
