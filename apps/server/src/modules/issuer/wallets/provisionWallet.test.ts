import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, USD } from '../../cards/test/cardsKit'

// Push provisioning, behind WALLET_PUSH_PROVISIONING, through the real app with the sandbox issuer.
let on: CardsKit
let off: CardsKit

beforeAll(async () => {
  on = await createCardsKit({ config: { walletPushProvisioning: true } })
  off = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()])
})

const google = {
  wallet: 'google_pay',
  channel: 'app',
  clientDeviceId: 'dev-1',
  clientWalletAccountId: 'acct-1',
}

describe('push provisioning', () => {
  it('answers the issuer’s activation data for an active card, never cached', async () => {
    const user = await on.activeUser(1)
    const { id } = await on.activeCard(user, 5n * USD)
    const res = await user.api.post(`/card/${id}/wallets/provision`, google)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const answer = res.json<{ wallet: string; channel: string; payload: string }>()
    expect(answer).toMatchObject({ wallet: 'google_pay', channel: 'app' })
    expect(JSON.parse(Buffer.from(answer.payload, 'base64').toString())).toEqual({
      sandbox: true,
      card: id,
      wallet: 'google_pay',
      channel: 'app',
    })
    // Apple Pay in an app needs the certificate, nonce and its signature; a locked card, another's: refused.
    const apple = await user.api.post(`/card/${id}/wallets/provision`, {
      wallet: 'apple_pay',
      channel: 'app',
    })
    expect(apple.statusCode).toBe(400)
    expect(apple.json().message).toContain('certificate, nonce, nonceSignature')
    expect((await user.api.post(`/card/${id}/lock`)).statusCode).toBe(204)
    const locked = await user.api.post(`/card/${id}/wallets/provision`, google)
    expect(locked.statusCode).toBe(409)
    expect(locked.json().message).toContain('only an active card')
    const other = await on.activeUser(2)
    expect((await other.api.post(`/card/${id}/wallets/provision`, google)).statusCode).toBe(404)
    expect(
      (await user.api.post(`/card/${id}/wallets/provision`, { ...google, pin: '1234' })).statusCode,
    ).toBe(400)
  })

  it('is refused when the program has not enabled it', async () => {
    const user = await off.activeUser(1)
    const { id } = await off.activeCard(user, 5n * USD)
    const res = await user.api.post(`/card/${id}/wallets/provision`, google)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('not enabled')
  })
})
