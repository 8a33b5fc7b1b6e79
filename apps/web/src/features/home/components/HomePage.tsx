import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { usePromoPopup } from '../hooks/usePromoPopup'
import { useReferralCodeFromLink } from '../hooks/useReferralCodeFromLink'
import { HomeMainButton } from './HomeMainButton'
import {
  BenefitsSection,
  ContactSection,
  FeaturesSection,
  PricingSection,
  TokensSection,
} from './HomeSections'

export function HomePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.home'))
  useReferralCodeFromLink()
  usePromoPopup()
  return (
    <div className="mx-auto max-w-5xl px-4">
      <section className="py-16 text-center">
        <h1 className="mb-4 text-4xl font-bold">{t('home.title')}</h1>
        <p className="mb-2 text-lg text-slate-300">{t('home.subtitle_1')}</p>
        <p className="mb-8 text-slate-400">{t('home.subtitle_2')}</p>
        <HomeMainButton />
      </section>
      <FeaturesSection />
      <BenefitsSection />
      <PricingSection />
      <TokensSection />
      <ContactSection />
    </div>
  )
}
