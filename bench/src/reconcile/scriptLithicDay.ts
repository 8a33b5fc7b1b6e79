import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The definition's own example of a listed card transaction (`list_transactions_response`'s first item in
 * /work/shared/vendor/lithic-openapi, a pending purchase of 18.00), which each scripted transaction is made from.
 */
const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, 'lithicTransactionSample.json'), 'utf8'),
) as {
  events: Record<string, unknown>[]
} & Record<string, unknown>

/** One transaction in this many had its delivery lost: Lithic has it, our books do not. */
export const LOST_EVERY = 100
/** One transaction in this many (at this offset, never a lost one) is booked 0.01 USD short of Lithic's figure. */
export const DIFFER_EVERY = 1_000
export const DIFFER_AT = 507

export type ScriptedDay = {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string
  transactions: number
  /** The scale seed's cards `scale-1`..`scale-<cards>` the transactions are spread over. */
  cards: number
}

export type Fate = 'booked' | 'lost' | 'differs'

export type ScriptedTransaction = {
  index: number
  token: string
  authorizationEventToken: string
  clearingEventToken: string
  cardToken: string
  cents: number
  created: Date
  fate: Fate
}

/** `md5(text)` as PostgreSQL's `md5(text)::uuid::text` prints it, so the seed and the fake Lithic agree. */
export function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** What every token of a day's transaction is made from: this, then its index (the seed's SQL builds the same). */
export const tokenPrefix = (day: string) => `bench-lithic:${day}:`
const tokenSeed = (day: string, index: number) => `${tokenPrefix(day)}${index}`

function fateOf(index: number): Fate {
  if (index % LOST_EVERY === 0) return 'lost'
  if (index % DIFFER_EVERY === DIFFER_AT) return 'differs'
  return 'booked'
}

/** How many of a day's transactions have each fate. */
export function fateCounts(transactions: number): Record<Fate, number> {
  const lost = Math.ceil(transactions / LOST_EVERY)
  const differs = transactions > DIFFER_AT ? Math.floor((transactions - 1 - DIFFER_AT) / DIFFER_EVERY) + 1 : 0
  return { lost, differs, booked: transactions - lost - differs }
}

/**
 * Transaction `index` (0-based) of the scripted day: a purchase of 0.50-20.49 USD on card
 * `scale-<1 + index % cards>`, created at its share of the day, authorized and cleared (SETTLED). The formulas
 * are the seed's (`seedLithicDay.ts`), in SQL there.
 */
export function scriptedTransaction(script: ScriptedDay, index: number): ScriptedTransaction {
  const seed = tokenSeed(script.day, index)
  const dayStart = Date.parse(`${script.day}T00:00:00.000Z`)
  return {
    index,
    token: md5Uuid(seed),
    authorizationEventToken: md5Uuid(`${seed}:authorization`),
    clearingEventToken: md5Uuid(`${seed}:clearing`),
    cardToken: `scale-${1 + (index % script.cards)}`,
    cents: 50 + ((index * 7919) % 2_000),
    created: new Date(dayStart + Math.floor((index * 86_400_000) / script.transactions)),
    fate: fateOf(index),
  }
}

/**
 * The transaction as `GET /v1/transactions` lists it (schema `card_transaction`): the definition's example with
 * this one's tokens, card, times and amounts, SETTLED, its events an approved AUTHORIZATION and an approved
 * CLEARING of the same amount, nothing held.
 */
export function lithicTransactionJson(t: ScriptedTransaction): Record<string, unknown> {
  const usd = (amount: number) => ({ amount, currency: 'USD' })
  const created = t.created.toISOString()
  const cleared = new Date(t.created.getTime() + 1_000).toISOString()
  const sampleEvent = sample.events[0]!
  const event = (token: string, type: string, at: string) => ({
    ...sampleEvent,
    token,
    type,
    created: at,
    result: 'APPROVED',
    detailed_results: ['APPROVED'],
    effective_polarity: 'DEBIT',
    amount: t.cents,
    amounts: {
      cardholder: { amount: t.cents, conversion_rate: '1.000000', currency: 'USD' },
      merchant: usd(t.cents),
      settlement: null,
    },
  })
  return {
    ...sample,
    token: t.token,
    card_token: t.cardToken,
    status: 'SETTLED',
    result: 'APPROVED',
    created,
    updated: cleared,
    amount: t.cents,
    authorization_amount: t.cents,
    settled_amount: t.cents,
    merchant_amount: t.cents,
    merchant_authorization_amount: t.cents,
    amounts: {
      cardholder: { amount: t.cents, conversion_rate: '1.000000', currency: 'USD' },
      hold: usd(0),
      merchant: usd(t.cents),
      settlement: usd(t.cents),
    },
    events: [
      event(t.authorizationEventToken, 'AUTHORIZATION', created),
      event(t.clearingEventToken, 'CLEARING', cleared),
    ],
  }
}
