import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../lib/config/useAppConfig'
import { SOCIAL_LINKS } from '../../lib/links'
import FooterLinks from './FooterLinks'

export function Footer() {
  const { t } = useTranslation()
  const { productName, supportEmail } = useAppConfig()
  return (
    <footer className="mt-12 border-t border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-6 text-sm text-slate-300">
        <span>© {productName}</span>
        <ul aria-label={t('footer.social')} className="flex gap-3">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.url} target="_blank" rel="noreferrer" className="hover:underline">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <FooterLinks />
        <span className="ml-auto">
          {t('footer.support')}{' '}
          <a href={`mailto:${supportEmail}`} className="text-indigo-300 underline">
            {supportEmail}
          </a>
        </span>
      </div>
    </footer>
  )
}
