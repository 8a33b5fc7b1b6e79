import { useTranslation } from 'react-i18next'
import { LegalLink } from '../../components/ui/LegalLink'
import { LocaleLink } from '../../components/ui/LocaleLink'
import { paths } from '../../lib/paths'

/**
 * The footer's links to pages of the app: Terms, Privacy and the legal notice (Impressum), and the proof of
 * reserves. Part of the entry: a chunk of its own would be fetched on every first load anyway, one request more.
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
        {t('footer.reserves_link')}
      </LocaleLink>
    </>
  )
}
