import { formatDecimalForLocale, formatUsd, type OwnerLanguage } from '@chaincard/domain'
import { DECLINE_REASON_TEXTS } from './declineReasonTexts'

/**
 * "Declined: over your daily limit of 200.00 USD" in the owner's language, from a declined purchase's reason
 * and the owner's limit it went over (micro-USD, as the card event holds it). Undefined for a reason without
 * words, so the mail says only that the purchase was declined; a limit's reason without its figure is said
 * without it.
 */
export function declineSentence(
  language: OwnerLanguage,
  reason: string | undefined,
  limitMicro: bigint | undefined,
): string | undefined {
  if (!reason) return undefined
  const texts = DECLINE_REASON_TEXTS[language]
  const withFigure = texts.reasons[reason]
  if (withFigure === undefined) return undefined
  const words = withFigure.includes('{{limit}}')
    ? limitMicro === undefined
      ? texts.noFigure[reason]
      : withFigure.replace('{{limit}}', formatDecimalForLocale(formatUsd(limitMicro, 'down'), language))
    : withFigure
  return words === undefined ? undefined : texts.declined.replace('{{reason}}', words)
}
