import { hasUserStateWarning, type UserState } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'

/** Blacklist (overdraft) and blocked (abnormal activity) warnings of the card list (SPEC section 2). */
export function UserStateBanner({ state, supportEmail }: { state: UserState; supportEmail: string }) {
  const { t } = useTranslation()
  if (!hasUserStateWarning(state)) return null
  return (
    <div
      role="alert"
      className="mb-6 rounded-xl border border-amber-400/60 bg-amber-500/10 p-4 text-amber-100"
    >
      {state === 'blocked'
        ? t('cards.banner.blocked', { email: supportEmail })
        : t('cards.banner.blacklist', { email: supportEmail })}
    </div>
  )
}
