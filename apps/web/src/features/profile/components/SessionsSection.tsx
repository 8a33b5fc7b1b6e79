import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { sessionsQueryOptions } from '../api/sessionsQueryOptions'
import { useRevokeSession } from '../hooks/useRevokeSession'
import { SessionItem } from './SessionItem'
import { SignOutEverywhereDialog } from './SignOutEverywhereDialog'

/**
 * The profile's sessions: every device signed in with this wallet, this one marked, a Sign out for
 * each other one, and "Sign out everywhere" behind a confirmation.
 */
export function SessionsSection() {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const address = useWalletAddress()
  const sessions = useQuery(sessionsQueryOptions(address))
  const revoke = useRevokeSession()
  const [confirming, setConfirming] = useState(false)

  return (
    <section aria-labelledby="profile-sessions" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="profile-sessions" className="mb-3 font-semibold">
        {t('sessions.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-300">{t('sessions.intro')}</p>
      {sessions.data ? (
        <ul className="flex flex-col gap-2" aria-labelledby="profile-sessions">
          {sessions.data.sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              format={format}
              onSignOut={session.current ? undefined : () => revoke.mutate(session.id)}
              pending={revoke.isPending && revoke.variables === session.id}
              failed={revoke.isError && revoke.variables === session.id}
            />
          ))}
        </ul>
      ) : sessions.isError ? (
        <p className="text-sm text-slate-300">{t('sessions.load_error')}</p>
      ) : (
        <Skeleton className="h-16" label={t('common.loading')} />
      )}
      <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
        {t('sessions.sign_out_everywhere')}
      </Button>
      {confirming ? <SignOutEverywhereDialog onClose={() => setConfirming(false)} /> : null}
    </section>
  )
}
