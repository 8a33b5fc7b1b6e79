import { afterAll, beforeAll, expect, it } from 'vitest'
import { setCardLockAndWallets } from '../../../flows/setCardLockAndWallets'
import { type AppContext, appContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../cards/test/cardsKit'
import { followCardStates } from './followCardStates'

// A card's lock and its wallet tokens' pause are two steps; the issuer not taking the second leaves
// the card locked and the token where it was (active), and the wallet-tokens sweep pauses it later. The sweep is
// called here; the app's own runs first WALLET_TOKEN_SWEEP_INTERVAL_MS (a minute) after it starts, past this test.
let kit: CardsKit

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** The app's context with an issuer whose wallet token changes fail (out of reach) while `down` is true. */
function flakyIssuer(): { ctx: AppContext; calls: string[]; setDown(down: boolean): void } {
  const ctx = appContext(kit.app)
  const calls: string[] = []
  let down = true
  const issuer = Object.create(ctx.issuer) as AppContext['issuer']
  issuer.changeWalletToken = async (token, action) => {
    calls.push(`${action} ${down ? 'refused' : 'taken'}`)
    if (down) throw new IssuerUnavailableError('card issuer: tokenizations pause: unreachable')
    return ctx.issuer.changeWalletToken(token, action)
  }
  return { ctx: { ...ctx, issuer }, calls, setDown: (value) => (down = value) }
}

const statuses = async (user: KitUser, id: string) =>
  (await user.api.get(`/card/${id}/wallets`))
    .json<{ items: { status: string }[] }>()
    .items.map((t) => t.status)

it('a pause the issuer does not take leaves the card locked, the token active; the sweep pauses it later', async () => {
  const user = await kit.activeUser(1)
  const { id } = await kit.activeCard(user, 10n * USD)
  const added = await user.api.post(`/sandbox/cards/${id}/tokenizations`, {
    wallet: 'apple_pay',
    device: 'iPhone',
  })
  expect(added.statusCode, added.body).toBe(200)
  const { ctx, calls, setDown } = flakyIssuer()
  const warnings: string[] = []
  const log = { warn: (_: unknown, message: string) => void warnings.push(message) }

  await setCardLockAndWallets(ctx, id, user.lower, true, log)
  expect((await user.api.get(`/card/${id}`)).json().status).toBe('locked')
  expect(await statuses(user, id)).toEqual(['active'])
  expect(warnings).toEqual([
    'the card issuer did not take a wallet token change: put back, the wallet-tokens sweep asks again',
  ])

  // Still out of reach: the sweep tries again and leaves it; back: the token is paused (by the lock).
  expect(await followCardStates({ ...ctx, log })).toBe(0)
  expect(await statuses(user, id)).toEqual(['active'])
  setDown(false)
  expect(await followCardStates({ ...ctx, log })).toBe(1)
  expect(await statuses(user, id)).toEqual(['paused'])
  expect(calls).toEqual(['pause refused', 'pause refused', 'pause taken'])
  expect(await followCardStates({ ...ctx, log })).toBe(0)

  // The unlock resumes it, as a token the lock paused.
  expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
  expect(await statuses(user, id)).toEqual(['active'])
})
