import type { ChallengeAnswerBody } from '@chaincard/domain'
import { AppError } from '../../../errors'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { findCardChallenge, moveChallenge } from './repo/challenges'
import { requireChallengeAllowed } from './requireChallengeAllowed'

/**
 * `POST /card/{id}/challenge/{challengeId}`: the owner approves or declines a pending 3DS challenge. The answer
 * is recorded first (a conditional update: of two answers, or an answer and the deadline, one wins), then sent
 * to the issuer through the port (Lithic: the SDK's 3DS challenge response; the sandbox continues or ends the
 * purchase). If the issuer does not take it, the challenge is pending again and the answer is 503 (retry).
 * Unknown or others' challenges are 404; the same answer again is 204 (a retry after a lost reply: the first
 * one was recorded); another answer to one already answered, or an answer after it expired, is 409.
 */
export async function answerChallenge(
  ctx: AppContext,
  cardId: string,
  challengeId: string,
  owner: string,
  { answer }: ChallengeAnswerBody,
): Promise<void> {
  const card = await requireChallengeAllowed(ctx, cardId, owner)
  const challenge = await findCardChallenge(ctx.db, card.id, challengeId)
  if (!challenge) throw new AppError('not_found', 'not found: no such challenge')
  const now = ctx.clock.now()
  const status = answer === 'approve' ? 'approved' : 'declined'
  if (!(await moveChallenge(ctx.db, challenge.id, 'pending', status, now))) {
    // The same answer again (its first answer's reply was lost on the way): recorded already, so 204 again.
    const current = await findCardChallenge(ctx.db, card.id, challenge.id)
    if (current?.status === status) return
    throw new AppError(
      'invalid_action',
      current && current.status !== 'pending'
        ? `invalid action: the challenge was already ${current.status}`
        : 'invalid action: the challenge has expired',
    )
  }
  try {
    await ctx.issuer.answerChallenge(challenge, answer)
  } catch (error) {
    await moveChallenge(ctx.db, challenge.id, status, 'pending', ctx.clock.now())
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the answer',
        {
          cause: error,
        },
      )
    }
    throw error
  }
}
