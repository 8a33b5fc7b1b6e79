import { readFileSync } from 'node:fs'
import { OwnerLanguage } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { DISPUTE_OUTCOME_TEXTS } from './disputeOutcomeTexts'
import { HELD_DEPOSIT_TEXTS } from './heldDepositTexts'
import { heldSentence } from './heldSentence'
import { renderMail } from './mailTexts'

type WebLocale = {
  held: { title: string; status: { open: string }; reason: object }
  dispute: { status: { won: string; lost: string; withdrawn: string }; note: { won: string } }
}
const web = (language: OwnerLanguage) =>
  JSON.parse(
    readFileSync(new URL(`../../../../web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as WebLocale

describe("a held deposit's and a decided dispute's mail say it as the app does", () => {
  it.each(OwnerLanguage.options)('%s: the same words as the card page', (language) => {
    const locale = web(language)
    expect(HELD_DEPOSIT_TEXTS[language]).toEqual({
      title: locale.held.title,
      open: locale.held.status.open,
      reason: locale.held.reason,
    })
    expect(DISPUTE_OUTCOME_TEXTS[language]).toEqual({
      status: {
        won: locale.dispute.status.won,
        lost: locale.dispute.status.lost,
        withdrawn: locale.dispute.status.withdrawn,
      },
      credited: locale.dispute.note.won,
    })
  })

  it('says why a deposit is held as the card page does (its heldReasonKey)', () => {
    expect(heldSentence('en', 'unsupported_token', 'erc20', 'DAI')).toBe(
      'DAI is not a token this card is topped up with, so it was not credited.',
    )
    expect(heldSentence('en', 'unsupported_token', 'native_coin', 'ETH')).toBe(
      "ETH, the network's own coin, is not credited to cards.",
    )
    expect(heldSentence('de', 'card_inactive', 'card_expired', 'USDT')).toBe(
      'Sie kam nach Ablauf der Karte an, daher wurde sie nicht gutgeschrieben.',
    )
    // An inactive card of a state the page does not name reads as suspended, as on the page.
    expect(heldSentence('en', 'card_inactive', 'something_new', undefined)).toBe(
      'It arrived while the card was suspended, so it was not credited.',
    )
    expect(heldSentence('en', 'below_minimum_stale', undefined, 'USDT')).toBe(
      'This first payment is below the minimum top-up and the rest has not arrived for a day.',
    )
    // Nothing for what is no held deposit, nor for a token without a name.
    expect(heldSentence('en', 'issuer_unhandled', undefined, undefined)).toBeUndefined()
    expect(heldSentence('en', 'reorg_shortfall', undefined, undefined)).toBeUndefined()
    expect(heldSentence('en', 'unsupported_token', 'erc20', undefined)).toBeUndefined()
  })

  it.each(OwnerLanguage.options)(
    '%s: every variant reads whole (no amount, no support, lost without a credit)',
    (language) => {
      const base = { product: 'Chaincard', link: 'https://cards.example/x' }
      const variants = [
        renderMail(language, 'deposit.held', base),
        renderMail(language, 'deposit.held', {
          ...base,
          amount: '25 DAI',
          reason: 'R.',
          support: 'help@x.example',
        }),
        renderMail(language, 'dispute.decided', { ...base, outcome: 'won' }),
        renderMail(language, 'dispute.decided', {
          ...base,
          amount: '9.00 USD',
          merchant: 'Shop',
          outcome: 'lost',
        }),
        renderMail(language, 'dispute.decided', {
          ...base,
          amount: '9.00 USD',
          outcome: 'lost',
          takenBack: '9.00',
        }),
        renderMail(language, 'dispute.decided', {
          ...base,
          amount: '8.00 USD',
          merchant: 'Shop',
          outcome: 'withdrawn',
          credit: '8.00',
          takenBack: '7.00',
        }),
      ]
      for (const mail of variants) {
        expect(mail.text).toContain('https://cards.example/x')
        expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|null|\$\{|\{\{/)
      }
      expect(variants[1]!.text).toContain('help@x.example')
      expect(variants[1]!.text).toContain('25 DAI')
      expect(variants[4]!.text).toContain('9.00 USD')
      // Won and lost are told apart, in the subject too.
      expect(variants[2]!.subject).toContain(DISPUTE_OUTCOME_TEXTS[language].status.won)
      expect(variants[3]!.subject).toContain(DISPUTE_OUTCOME_TEXTS[language].status.lost)
      // Withdrawn is told apart too, says what it took back and credits nothing.
      expect(variants[5]!.subject).toContain(DISPUTE_OUTCOME_TEXTS[language].status.withdrawn)
      expect(variants[5]!.text).toContain('7.00')
      expect(variants[5]!.text).not.toContain(
        DISPUTE_OUTCOME_TEXTS[language].credited.replace('{{amount}}', '8.00').replace('{{currency}}', 'USD'),
      )
      expect(variants[5]!.text.split('\n\n')[0]).not.toEqual(variants[3]!.text.split('\n\n')[0])
    },
  )
})
