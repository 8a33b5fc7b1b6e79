import {
  CARD_PROGRAM_INFO,
  type CardProgram,
  DEFAULT_FEE_RATE,
  formatPercentForLocale,
  formatUsdForLocale,
  getCreditedTokens,
  MIN_FIRST_TOPUP_MICRO_USD,
  ORIGINAL_FEE_RATE,
  SHOWCASE_SMALL_SCREEN_COUNT,
  SUPPORTED_TOKEN_SHOWCASE,
} from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'

/** The showcase (domain): the stablecoins cards are credited in first, so small screens list USDT. */
export const HOME_TOKENS = SUPPORTED_TOKEN_SHOWCASE
/** Only the first 4 tokens show on small screens. */
export const SMALL_SCREEN_TOKENS = SHOWCASE_SMALL_SCREEN_COUNT

const FEATURES = ['private', 'secure', 'three_ds'] as const
const BENEFITS = ['anywhere', 'tokens', 'free', 'rewards'] as const
const PLANS = [
  { id: 'classic', features: ['limit'] },
  { id: 'business', features: ['limit', 'validity', 'issuers'] },
] as const satisfies readonly { id: CardProgram; features: readonly string[] }[]

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-6 text-center text-2xl font-bold">
      {children}
    </h2>
  )
}

export function FeaturesSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-features" className="py-12">
      <SectionTitle id="home-features">{t('home.features.title')}</SectionTitle>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((id) => (
          <li key={id} className="rounded-xl bg-slate-900 p-5">
            <h3 className="mb-2 font-semibold">{t(`home.features.${id}.title`)}</h3>
            <p className="text-sm text-slate-300">{t(`home.features.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function BenefitsSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-benefits" className="py-12">
      <SectionTitle id="home-benefits">{t('home.benefits.title')}</SectionTitle>
      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map((id) => (
          <li key={id} className="rounded-xl bg-slate-900 p-4 text-slate-200">
            {t(`home.benefits.${id}`)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Whole dollars of a micro-USD limit in the page's notation ("3,000" / "3.000"). */
const limitOf = (micro: bigint | null, locale: string) =>
  micro === null ? null : formatUsdForLocale(micro, locale).replace(/[.,]00$/, '')

/**
 * Pricing with its prices and fees (the plans listed no price or fee), from the domain's constants:
 * the classic card is free with an invitation code, the top-up fee with the original struck through, the card
 * limit and validity, the minimum first top-up.
 */
export function PricingSection() {
  const { t, i18n } = useTranslation()
  const locale = i18n.language || 'en'
  const fee = formatPercentForLocale(DEFAULT_FEE_RATE, locale)
  const original = formatPercentForLocale(ORIGINAL_FEE_RATE, locale)
  return (
    <section aria-labelledby="home-pricing" className="py-12">
      <SectionTitle id="home-pricing">{t('home.pricing.title')}</SectionTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => {
          const info = CARD_PROGRAM_INFO[plan.id]
          return (
            <article
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="rounded-xl bg-slate-900 p-6"
            >
              <h3 id={`plan-${plan.id}`} className="mb-1 text-xl font-semibold">
                {t(`home.pricing.${plan.id}.name`)}
              </h3>
              {plan.id === 'classic' ? (
                <p className="mb-3 text-2xl font-bold text-emerald-300" data-testid="price-classic">
                  {t('home.pricing.free')}
                </p>
              ) : null}
              <dl
                className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
                data-testid={`prices-${plan.id}`}
              >
                <dt className="text-slate-400">{t('home.pricing.fee')}</dt>
                <dd>
                  {fee}{' '}
                  <del className="text-slate-400" aria-hidden="true">
                    {original}
                  </del>
                  <span className="sr-only">{t('home.pricing.fee_was', { rate: original })}</span>
                </dd>
                <dt className="text-slate-400">{t('home.pricing.limit')}</dt>
                <dd>
                  {info.balanceUpperMicroUsd === null
                    ? t('home.pricing.unlimited')
                    : t('home.pricing.limit_value', { amount: limitOf(info.balanceUpperMicroUsd, locale) })}
                </dd>
                <dt className="text-slate-400">{t('home.pricing.validity')}</dt>
                <dd>{t('home.pricing.months', { months: info.validityYears * 12 })}</dd>
                <dt className="text-slate-400">{t('home.pricing.minimum')}</dt>
                <dd>{formatUsdForLocale(MIN_FIRST_TOPUP_MICRO_USD, locale, 'up')} USD</dd>
              </dl>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
                {plan.features.map((feature) => (
                  <li key={feature}>{t(`home.pricing.${plan.id}.${feature}`)}</li>
                ))}
              </ul>
            </article>
          )
        })}
      </div>
    </section>
  )
}

/**
 * Supported tokens, each saying whether it is credited directly (a configured chain's order currency: the
 * server's configuration says which, domain getCreditedTokens) or swapped into one when topping up (and held
 * if sent straight to a deposit address).
 */
export function TokensSection() {
  const { t } = useTranslation()
  const credited = getCreditedTokens(useAppConfig().chains)
  return (
    <section aria-labelledby="home-tokens" className="py-12">
      <SectionTitle id="home-tokens">{t('home.tokens.title')}</SectionTitle>
      <ul className="flex flex-wrap justify-center gap-3">
        {HOME_TOKENS.map((symbol, index) => {
          const direct = credited.includes(symbol)
          return (
            <li
              key={symbol}
              data-token={symbol}
              data-credit={direct ? 'direct' : 'swap'}
              className={`${index >= SMALL_SCREEN_TOKENS ? 'hidden sm:flex' : 'flex'} size-24 flex-col items-center justify-center rounded-full text-center ${direct ? 'bg-emerald-900/60' : 'bg-slate-900'}`}
            >
              <span className="font-semibold uppercase">{symbol}</span>
              <span className="text-xs text-slate-300">
                {direct ? t('home.tokens.direct') : t('home.tokens.swapped')}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 text-center text-sm text-slate-300" data-testid="home-tokens-explain">
        {t('home.tokens.explain', {
          tokens: credited.map((symbol) => symbol.toUpperCase()).join(', '),
        })}
      </p>
      <p className="mt-2 text-center text-sm text-slate-300">{t('home.tokens.more')}</p>
    </section>
  )
}

export function ContactSection() {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  return (
    <section aria-labelledby="home-contact" className="py-12 text-center">
      <SectionTitle id="home-contact">{t('home.contact.title')}</SectionTitle>
      <p className="mb-3 text-slate-300">{t('home.contact.text')}</p>
      <a className="text-indigo-300 underline" href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>
    </section>
  )
}
