import type { SessionInfo } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import type { LocaleFormat } from '../../../lib/format/useLocaleFormat'

export type SessionItemProps = {
  session: SessionInfo
  format: LocaleFormat
  /** Ends this session; absent for this device's own session (Logout or "Sign out everywhere" end that). */
  onSignOut?: (() => void) | undefined
  pending: boolean
  failed: boolean
}

/** One session: its browser, this device marked, when it signed in and was last active, its Sign out. */
export function SessionItem({ session, format, onSignOut, pending, failed }: SessionItemProps) {
  const { t } = useTranslation()
  const nameId = `session-${session.id}`
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-900/50 p-3"
      data-testid="session-item"
    >
      <div className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span id={nameId}>{session.userAgent ?? t('sessions.unknown_browser')}</span>
          {session.current ? (
            <span className="rounded-full bg-indigo-500/25 px-2 py-0.5 text-xs text-indigo-100">
              {t('sessions.this_device')}
            </span>
          ) : null}
        </p>
        <p className="text-slate-300">
          {t('sessions.signed_in_at', { date: format.dateTime(session.createdAt) })}
        </p>
        {session.lastSeenAt && !session.current ? (
          <p className="text-slate-300">
            {t('sessions.last_active_at', { date: format.dateTime(session.lastSeenAt) })}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className="text-red-300">
            {t('sessions.sign_out_error')}
          </p>
        ) : null}
      </div>
      {onSignOut ? (
        <Button variant="secondary" aria-describedby={nameId} disabled={pending} onClick={onSignOut}>
          {t('sessions.sign_out')}
        </Button>
      ) : null}
    </li>
  )
}
