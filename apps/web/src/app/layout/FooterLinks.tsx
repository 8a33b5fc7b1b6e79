import { useTranslation } from 'react-i18next'
import { LegalLink } from '../../components/ui/LegalLink'

/**
 * The footer's Terms, Privacy and legal notice (Impressum) links (issue 30). A chunk of its own, loaded with the
 * page below the fold: with LegalLink it would put `/` over its 150 KB budget.
 */
export default function FooterLegalLinks() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('legal.nav_label')}>
      <ul className="flex flex-wrap gap-3">
        <li>
          <LegalLink page="terms">{t('legal.terms')}</LegalLink>
        </li>
        <li>
          <LegalLink page="privacy">{t('legal.privacy')}</LegalLink>
        </li>
        <li>
          <LegalLink page="legal-notice">{t('legal.legal_notice')}</LegalLink>
        </li>
      </ul>
    </nav>
  )
}
