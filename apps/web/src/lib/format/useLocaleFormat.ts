import {
  formatDecimalForLocale,
  formatPercentForLocale,
  formatPercentValueForLocale,
  formatTokenForLocale,
  formatUsdForLocale,
  formatUsdStringForLocale,
  numberSymbols,
} from '@chaincard/domain'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type LocaleFormat = {
  locale: string
  /** The language's decimal separator, for inputs prefilled with an amount ("," in German). */
  decimalSeparator: string
  /** A USD wire string ("1234.5") with 2 decimals: "1,234.50" / "1.234,50". */
  usd: (value: string) => string
  /** Micro-USD with 2 decimals, rounded down unless `up`. */
  usdMicro: (microUsd: bigint, rounding?: 'down' | 'up') => string
  /** A decimal wire string digit for digit (a merchant's amount in its own currency: "1500", "9.00"). */
  decimal: (value: string) => string
  /** Token base units to a sensible precision, rounded down. */
  token: (baseUnits: bigint, decimals: number) => string
  /** A fraction ("0.0018") as a percent. */
  percent: (fraction: string) => string
  /** A display percent (0-100). */
  percentValue: (percent: number) => string
  /** An ISO date and time, medium date and short time. */
  dateTime: (iso: string) => string
}

/** Every number, amount, percent and date in the notation of the page's language. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation()
  const locale = i18n.language || 'en'
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    return {
      locale,
      decimalSeparator: numberSymbols(locale).decimal,
      usd: (value) => formatUsdStringForLocale(value, locale),
      usdMicro: (microUsd, rounding = 'down') => formatUsdForLocale(microUsd, locale, rounding),
      decimal: (value) => formatDecimalForLocale(value, locale),
      token: (baseUnits, decimals) => formatTokenForLocale(baseUnits, decimals, locale),
      percent: (fraction) => formatPercentForLocale(fraction, locale),
      percentValue: (percent) => formatPercentValueForLocale(percent, locale),
      dateTime: (iso) => dates.format(new Date(iso)),
    }
  }, [locale])
}
