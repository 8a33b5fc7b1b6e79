import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'

export const HOME_TOKENS = ['eth', 'usdc', 'dai', 'zrx', 'uni', 'usdt', 'link', 'wbtc'] as const
/** Only the first 4 tokens show on small screens. */
export const SMALL_SCREEN_TOKENS = 4

const FEATURES = ['private', 'secure', 'three_ds'] as const
const BENEFITS = ['anywhere', 'tokens', 'free', 'rewards'] as const
const PLANS = [
  { id: 'classic', features: ['limit'] },
  { id: 'business', features: ['limit', 'validity', 'issuers'] },
] as const

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

export function PricingSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-pricing" className="py-12">
      <SectionTitle id="home-pricing">{t('home.pricing.title')}</SectionTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <article key={plan.id} aria-labelledby={`plan-${plan.id}`} className="rounded-xl bg-slate-900 p-6">
            <h3 id={`plan-${plan.id}`} className="mb-3 text-xl font-semibold">
              {t(`home.pricing.${plan.id}.name`)}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
              {plan.features.map((feature) => (
                <li key={feature}>{t(`home.pricing.${plan.id}.${feature}`)}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  )
}

export function TokensSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="home-tokens" className="py-12">
      <SectionTitle id="home-tokens">{t('home.tokens.title')}</SectionTitle>
      <ul className="flex flex-wrap justify-center gap-3">
        {HOME_TOKENS.map((symbol, index) => (
          <li
            key={symbol}
            data-token={symbol}
            className={`${index >= SMALL_SCREEN_TOKENS ? 'hidden sm:flex' : 'flex'} size-20 items-center justify-center rounded-full bg-slate-900 font-semibold uppercase`}
          >
            {symbol}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center text-sm text-slate-300">{t('home.tokens.more')}</p>
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
