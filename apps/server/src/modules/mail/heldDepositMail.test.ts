import { sql } from 'drizzle-orm'
import { type Address, erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPaymentsFixture,
  insertCard,
  mine,
  type PaymentsFixture,
  sendUsdt,
  signInAccount,
  testAccount,
  USD,
} from '../../../test/helpers/paymentsFixture'
import { rowsOf } from '../../db/rowsOf'
import { recordException } from '../../runtime/operatorQueue'
import { type Mailbox, openMailbox } from './test/ownerMailKit'

// A deposit that reaches a card's address but is held instead of credited (another token, a card that takes no
// deposit now) is mailed to its owner: what was held, that it is safe, whom to write to and where the card page
// shows it. Real anvil, real tokens, the real app's watcher, a real SMTP catcher; PGlite or PostgreSQL.
let f: PaymentsFixture
let mailbox: Mailbox

beforeAll(async () => {
  f = await createPaymentsFixture()
  await f.runtime.jobs.stop() // the test drives every pass itself
  mailbox = await openMailbox({
    app: f.app,
    db: f.db.database.db,
    clock: f.clock,
    publicOrigin: f.config.publicOrigin,
  })
}, 120_000)
afterAll(async () => {
  await mailbox?.close()
  await f?.close()
})

const db = () => f.db.database.db

/** Dev account `i`'s verified address for mail, in `language`. */
async function verifiedContact(i: number, email: string, language: string) {
  await db().execute(sql`INSERT INTO user_contacts (address, email, calling_code, phone_number, display_name,
      submitted_at, language, email_verified_at)
    VALUES (${testAccount(i).address.toLowerCase()}, ${email}, '1', '2025550143', 'Ann Lee', now(), ${language}, now())`)
}

async function mailRows(cardId: string) {
  return rowsOf<{ kind: string; language: string; status: string; payload: Record<string, unknown> }>(
    await db().execute(
      sql`SELECT kind, language, status, payload FROM mail_outbox WHERE card_id = ${cardId} ORDER BY id`,
    ),
  )
}

describe('a held deposit is mailed', () => {
  it('DAI sent to a USDT card: one mail naming the token and amount, why, that it is safe and where it shows', async () => {
    const card = await insertCard(f, { owner: testAccount(6).address, status: 'active' })
    await verifiedContact(6, 'ann@example.com', 'en')
    const w = f.wallet(6)
    const hash = await w.writeContract({
      address: f.manifest.tokens.DAI.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [card.address as Address, parseEther('25')],
    })
    await w.waitForTransactionReceipt({ hash })
    await mine(f, 1)
    await f.runtime.tick()
    await f.runtime.tick()

    const rows = await mailRows(card.id)
    expect(rows).toEqual([
      {
        kind: 'deposit.held',
        language: 'en',
        status: 'pending',
        payload: expect.objectContaining({
          reason: 'unsupported_token',
          detail: 'erc20',
          tokenSymbol: 'DAI',
          tokenDecimals: 18,
          amountBase: String(parseEther('25')),
          txHash: hash.toLowerCase(),
        }),
      },
    ])
    expect(await mailbox.send()).toMatchObject({ sent: 1 })
    const [mail] = mailbox.mailsTo('ann@example.com')
    expect(mail!.subject).toBe('Chaincard: a deposit to your card is on hold')
    expect(mail!.text.trimEnd().split('\n\n')).toEqual([
      "A deposit of 25 DAI reached your card's address but was not credited to the card.",
      'DAI is not a token this card is topped up with, so it was not credited.',
      'The money is safe: it is held for you, not lost.',
      'Held: contact support (support@chaincard.example) to have it credited or returned.',
      `Your card page shows it under "Held deposits": http://localhost:8080/card/${card.id}#held-deposits`,
      '— Chaincard',
    ])
  })

  it('USDT sent to a suspended card and reported: the refused report is not mailed (the app said why), the held deposit once, in the owner language', async () => {
    const card = await insertCard(f, { owner: testAccount(7).address, status: 'suspended' })
    await verifiedContact(7, 'berta@example.de', 'de')
    const hash = await sendUsdt(f, 7, card.address, 5n * USD)
    const nonce = (await f.wallet(7).getTransaction({ hash })).nonce
    const user = await signInAccount(f, 7)
    const report = await f.app.inject({
      method: 'POST',
      url: `/api/card/${card.id}/topup/pay`,
      headers: user.headers,
      payload: { currency: 'usdt', hash, nonce },
    })
    expect(report.json()).toMatchObject({ code: 'topup_disabled' })
    await mine(f, 1)
    await f.runtime.tick()
    const held = rowsOf<{ reason: string }>(
      await db().execute(sql`SELECT reason FROM deposit_exceptions WHERE card_id = ${card.id} ORDER BY id`),
    )
    expect(held.map((row) => row.reason)).toEqual(['rejected_report', 'card_inactive'])

    const rows = await mailRows(card.id)
    expect(rows.map((row) => [row.kind, row.language, row.payload.reason, row.payload.detail])).toEqual([
      ['deposit.held', 'de', 'card_inactive', 'card_suspended'],
    ])
    expect(await mailbox.send()).toMatchObject({ sent: 1 })
    const [mail] = mailbox.mailsTo('berta@example.de')
    expect(mail!.subject).toBe('Chaincard: Eine Einzahlung auf Ihre Karte wird zurückgehalten')
    expect(mail!.text).toContain(
      'Eine Einzahlung von 5 USDT ist an der Adresse Ihrer Karte eingegangen, wurde der Karte aber nicht gutgeschrieben.',
    )
    expect(mail!.text).toContain(
      'Sie kam an, während die Karte gesperrt war, daher wurde sie nicht gutgeschrieben.',
    )
    expect(mail!.text).toContain(`http://localhost:8080/de/card/${card.id}#held-deposits`)
  })

  it("an operator's exception on a card is no held deposit: its event goes out, no mail", async () => {
    const card = await insertCard(f, { owner: testAccount(8).address, status: 'active' })
    await verifiedContact(8, 'carl@example.com', 'en')
    await recordException(db(), {
      reason: 'issuer_unhandled',
      detail: 'unknown_event_type',
      dedupeKey: `issuer:test:${card.id}`,
      cardId: card.id,
      now: f.clock.now(),
    })
    const events = rowsOf<{ kind: string }>(
      await db().execute(sql`SELECT kind FROM card_events WHERE card_id = ${card.id}`),
    )
    expect(events.map((event) => event.kind)).toEqual(['deposit.held'])
    expect(await mailRows(card.id)).toEqual([])
  })
})
