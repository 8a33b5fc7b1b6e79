import { shouldShowInvitationCount } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useCopyFeedback } from '../hooks/useCopyFeedback'

/** Own invitation code with a copy button (check mark for 2 s) and the available count when at most 3. */
export function InvitationCodeRow({ code, availableCount }: { code: string; availableCount: number }) {
  const { t } = useTranslation()
  const { copied, copy } = useCopyFeedback()
  return (
    <div>
      <dt className="text-sm text-slate-400">{t('cards.info.code')}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg">{code}</span>
        <button
          type="button"
          onClick={() => void copy(code)}
          aria-label={copied ? t('cards.info.copied') : t('cards.info.copy')}
          className="rounded-md px-2 py-1 text-sm text-indigo-200 hover:bg-slate-800"
        >
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {copied ? (
              <path data-icon="check" d="M5 13l4 4L19 7" />
            ) : (
              <>
                <rect x="9" y="9" width="11" height="11" rx="2" />
                <path d="M5 15V5a2 2 0 0 1 2-2h10" />
              </>
            )}
          </svg>
        </button>
        {shouldShowInvitationCount(availableCount) ? (
          <span data-testid="invitation-count" className="text-sm text-slate-300">
            {t('cards.info.count', { count: availableCount })}
          </span>
        ) : null}
      </dd>
    </div>
  )
}
