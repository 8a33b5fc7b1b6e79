import { useTranslation } from 'react-i18next'
import { useCopy } from '../../lib/clipboard/useCopy'
import { openModal } from '../../lib/modals/modalStore'

/**
 * A copy button for one value (address, hash, card field, code): "Copy <what>", then "<what> copied" with a
 * check mark for 2 s; a refused clipboard says so in an alert. `what` is the translated name of the value.
 */
export function CopyButton({
  value,
  what,
  className = '',
}: {
  value: string
  what: string
  className?: string
}) {
  const { t } = useTranslation()
  const { copied, copy } = useCopy(() =>
    openModal({ type: 'alert', titleKey: 'copy.failed_title', message: t('copy.failed', { what }) }),
  )
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={copied ? t('copy.copied', { what }) : t('copy.copy', { what })}
      title={copied ? t('copy.copied', { what }) : t('copy.copy', { what })}
      className={`inline-flex shrink-0 items-center rounded-md p-1.5 text-indigo-200 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-300 ${className}`}
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
  )
}
