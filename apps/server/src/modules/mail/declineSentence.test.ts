import { readFileSync } from 'node:fs'
import { OwnerLanguage } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { DECLINE_REASON_TEXTS } from './declineReasonTexts'
import { declineSentence } from './declineSentence'
import { renderMail } from './mailTexts'

describe('a declined purchase mail says why', () => {
  it('names the owner limit it went over, in the owner notation', () => {
    expect(declineSentence('de', 'over_daily_limit', 200_000_000n)).toBe(
      'Abgelehnt: über Ihrem Tageslimit von 200,00 USD',
    )
    expect(declineSentence('en', 'over_purchase_limit', 15_000_000n)).toBe(
      'Declined: over your limit per purchase of 15.00 USD',
    )
    expect(declineSentence('en', 'program_policy', undefined)).toBe(
      'Declined: not allowed by the card program',
    )
  })

  it('says a limit without its figure when the event has none, and nothing for a reason without words', () => {
    expect(declineSentence('en', 'over_monthly_limit', undefined)).toBe('Declined: over your monthly limit')
    expect(declineSentence('en', 'made_up_reason', undefined)).toBeUndefined()
    expect(declineSentence('en', undefined, 1n)).toBeUndefined()
  })

  it('puts the reason after the sentence that the purchase was declined, before the link', () => {
    const { text } = renderMail('en', 'purchase.declined', {
      product: 'Chaincard',
      link: 'http://localhost:8080/card/c1',
      amount: '30.00 USD',
      merchant: 'Shop',
      reason: 'Declined: over your daily limit of 20.00 USD',
    })
    const lines = text.split('\n\n')
    expect(lines[0]).toBe('A purchase of 30.00 USD at Shop was declined.')
    expect(lines[1]).toBe('Declined: over your daily limit of 20.00 USD')
    expect(lines[2]).toContain('http://localhost:8080/card/c1')
  })

  it.each(OwnerLanguage.options)('%s: the same words as the app history', (language) => {
    const web = JSON.parse(
      readFileSync(new URL(`../../../../web/src/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as { history: { declined: string; reason: object; reason_no_figure: object } }
    expect(DECLINE_REASON_TEXTS[language]).toEqual({
      declined: web.history.declined,
      reasons: web.history.reason,
      noFigure: web.history.reason_no_figure,
    })
  })
})
