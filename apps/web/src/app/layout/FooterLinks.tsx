import { useTranslation } from 'react-i18next'
import { LegalLink } from '../../components/ui/LegalLink'
import { LocaleLink } from '../../components/ui/LocaleLink'
import { paths } from '../../lib/paths'

/**
 * The footer's links to pages of the app: Terms, Privacy and the legal notice (Impressum), and the proof of
 * reserves. A chunk of its own, loaded with the page below the fold: with LegalLink and the reserves link's
 * words it would put `/` over its 150 KB budget.
 */
export default function FooterLinks() {
  const { t } = useTranslation()
  return (
    <>
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
      <LocaleLink to={paths.reserves()} className="hover:underline">
        {t('reserves.footer_link')}
      </LocaleLink>
    </>
  )
}
