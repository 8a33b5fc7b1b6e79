import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USD } from '../../../cards/test/cardsKit'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import {
  tokenizationApprovalRequest,
  tokenizationCode,
  tokenizationUpdated,
} from './test/lithicPayloadSamples'

// acceptance: Lithic's tokenization decisioning and tokenization events, built from the definition's
// schemas and signed, against the real app and database: a usable card's owner is asked to verify (the wallet
// step-up, lithicWalletStepUp.test.ts), others declined; a token's updates are mirrored; its activation code is
// shown to the owner in the app while it is valid.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  kit = await createLithicKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function card() {
  const user = await kit.activeUser(++accounts)
  const issued = await kit.lithicCard(user, 10n * USD)
  // The person is verified through their e-mail (the step-up needs a verified address).
  await kit.db.execute(sql`UPDATE user_contacts SET email_verified_at = now() WHERE address = ${user.lower}`)
  return { ...issued, user }
}

type Token = { id: string; wallet: string; device: string | null; status: string; activationCode?: string }

const tokens = async (user: Awaited<ReturnType<typeof card>>['user'], id: string) =>
  (await user.api.get(`/card/${id}/wallets`)).json<{ items: Token[] }>().items

const decide = async (payload: unknown) => {
  const res = await kit.deliver(payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ tokenization_decision: string }>().tokenization_decision
}

describe('Lithic tokenization', () => {
  it('asks to verify the owner of a usable card, mirrors the token, shows its activation code until it expires', async () => {
    const { id, token: cardToken, user } = await card()
    const tokenizationToken = randomUUID()
    expect(await decide(tokenizationApprovalRequest({ cardToken, tokenizationToken }))).toBe('AUTHENTICATE')
    expect(await tokens(user, id)).toEqual([
      expect.objectContaining({ wallet: 'apple_pay', device: 'device …2345', status: 'pending' }),
    ])
    expect(
      (await kit.deliver(tokenizationCode({ cardToken, tokenizationToken, code: '482913' }))).statusCode,
    ).toBe(200)
    expect((await tokens(user, id))[0]).toMatchObject({ status: 'pending', activationCode: '482913' })
    kit.t.clock.advance(11 * 60_000)
    expect((await tokens(user, id))[0]!.activationCode).toBeUndefined()
    for (let i = 0; i < 2; i++) {
      expect(
        (await kit.deliver(tokenizationUpdated({ cardToken, tokenizationToken, status: 'ACTIVE' })))
          .statusCode,
      ).toBe(200)
    }
    expect((await tokens(user, id))[0]).toMatchObject({ status: 'active' })
    expect(
      (await kit.deliver(tokenizationUpdated({ cardToken, tokenizationToken, status: 'DEACTIVATED' })))
        .statusCode,
    ).toBe(200)
    // Removed stays removed, whatever comes after.
    expect(
      (await kit.deliver(tokenizationUpdated({ cardToken, tokenizationToken, status: 'ACTIVE' }))).statusCode,
    ).toBe(200)
    expect((await tokens(user, id))[0]).toMatchObject({ status: 'removed' })
  })

  it('declines a locked card and a card that is not ours', async () => {
    const { id, token: cardToken, user } = await card()
    await kit.db.execute(sql`UPDATE cards SET status = 'locked', lock_reason = 'user' WHERE id = ${id}`)
    expect(
      await decide(
        tokenizationApprovalRequest({ cardToken, tokenizationToken: randomUUID(), wallet: 'GOOGLE_PAY' }),
      ),
    ).toBe('DECLINE')
    expect((await tokens(user, id)).map((t) => `${t.wallet} ${t.status}`)).toEqual(['google_pay declined'])
    expect(
      await decide(tokenizationApprovalRequest({ cardToken: randomUUID(), tokenizationToken: randomUUID() })),
    ).toBe('DECLINE')
  })
})
