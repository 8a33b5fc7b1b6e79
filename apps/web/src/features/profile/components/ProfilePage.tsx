import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '../../../components/ui/Button'
import { CopyButton } from '../../../components/ui/CopyButton'
import { LocaleLink, useCurrentLocale } from '../../../components/ui/LocaleLink'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { rememberLocale } from '../../../lib/i18n/preferredLocale'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { LOCALES, localizePath, paths, switchLocalePath } from '../../../lib/paths'
import { userInvitationQuery } from '../../../lib/queries/userInvitationQuery'
import { signOut } from '../../../lib/session/signOut'
import { useWallet } from '../../../lib/wallet/walletStore'
import { EmailSection } from './EmailSection'
import { SessionsSection } from './SessionsSection'

/** Each language in its own name (never translated). */
const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  ru: 'Русский',
  tr: 'Türkçe',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
}

/**
 * Route `profile` (the account menu's Profile, SPEC section 2): the wallet address and network, the
 * sessions of the wallet (sign out one, or everywhere), notifications on this device (`notifications`:
 * features/push, composed by the app), the language, the invitation code and a referral link
 * to share (each with a copy button), sign out, and the way to the proof of reserves, where an owner checks
 * their own balance is counted.
 */
export default function ProfilePage({ notifications }: { notifications?: React.ReactNode } = {}) {
  const { t } = useTranslation()
  useDocumentTitle(t('title.profile'))
  const config = useAppConfig()
  const locale = useCurrentLocale()
  const { search, hash } = useLocation()
  const address = useWallet((s) => (s.status === 'connected' ? s.address : undefined))
  const chainId = useWallet((s) => s.chainId)
  const chain = config.chains.find((c) => c.id === chainId)
  const invitation = useQuery(userInvitationQuery(address))
  const referralLink = invitation.data
    ? `${window.location.origin}${localizePath(paths.home(), locale)}?code=${encodeURIComponent(invitation.data.code)}`
    : null

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('profile.title')}</h1>
      <section aria-labelledby="profile-wallet" className="rounded-2xl bg-slate-800/60 p-5">
        <h2 id="profile-wallet" className="mb-3 font-semibold">
          {t('profile.wallet')}
        </h2>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="text-slate-300">{t('profile.address')}</dt>
            <dd className="flex items-start gap-2">
              <span className="font-mono break-all" data-testid="profile-address">
                {address}
              </span>
              {address ? <CopyButton value={address} what={t('copy.what.address')} /> : null}
            </dd>
          </div>
          <div>
            <dt className="text-slate-300">{t('profile.network')}</dt>
            <dd>{chain?.name ?? t('wallet.wrong_network')}</dd>
          </div>
          <div>
            <dt className="text-slate-300">{t('profile.session')}</dt>
            <dd>{t('profile.session_text')}</dd>
          </div>
        </dl>
        <Button variant="secondary" className="mt-4" onClick={() => void signOut({ remote: true })}>
          {t('wallet.logout')}
        </Button>
      </section>

      <SessionsSection />

      {notifications}
      <EmailSection />

      <section aria-labelledby="profile-language" className="rounded-2xl bg-slate-800/60 p-5">
        <h2 id="profile-language" className="mb-3 font-semibold">
          {t('profile.language')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {LOCALES.map((code) => (
            <li key={code}>
              <LocaleLinkToLocale
                code={code}
                current={code === locale}
                to={switchLocalePath(localizePath(paths.profile(), locale), search, hash, code)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="profile-referral" className="rounded-2xl bg-slate-800/60 p-5">
        <h2 id="profile-referral" className="mb-3 font-semibold">
          {t('profile.referral')}
        </h2>
        <p className="mb-3 text-sm text-slate-300">{t('profile.referral_text')}</p>
        {invitation.data && referralLink ? (
          <dl className="flex flex-col gap-3 text-sm">
            <div>
              <dt className="text-slate-300">{t('cards.info.code')}</dt>
              <dd className="flex items-center gap-2">
                <span className="font-mono text-lg" data-testid="profile-code">
                  {invitation.data.code}
                </span>
                <CopyButton value={invitation.data.code} what={t('copy.what.invitation_code')} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-300">{t('profile.referral_link')}</dt>
              <dd className="flex items-start gap-2">
                <span className="font-mono break-all" data-testid="profile-link">
                  {referralLink}
                </span>
                <CopyButton value={referralLink} what={t('copy.what.referral_link')} />
              </dd>
            </div>
          </dl>
        ) : invitation.isError ? (
          <p className="text-sm text-slate-300">{t('cards.info.error')}</p>
        ) : (
          <Skeleton className="h-20" label={t('cardDetail.loading')} />
        )}
      </section>

      <p className="text-sm">
        <LocaleLink to={paths.qa()} className="text-indigo-300 underline">
          {t('qa.title')}
        </LocaleLink>
      </p>
      <p className="text-sm">
        <LocaleLink to={paths.reserves()} className="text-indigo-300 underline">
          {t('reserves.profile_link')}
        </LocaleLink>
      </p>
    </div>
  )
}

/** A link to this page in another language (the path is already localized). */
function LocaleLinkToLocale({
  code,
  current,
  to,
}: {
  code: (typeof LOCALES)[number]
  current: boolean
  to: string
}) {
  return (
    <Link
      to={to}
      onClick={() => rememberLocale(code)}
      lang={code}
      aria-current={current ? 'true' : undefined}
      className={`inline-block rounded-lg border px-3 py-1.5 text-sm ${
        current ? 'border-indigo-400 bg-indigo-500/20' : 'border-slate-600 hover:bg-slate-700'
      }`}
    >
      {LANGUAGE_NAMES[code]}
    </Link>
  )
}
