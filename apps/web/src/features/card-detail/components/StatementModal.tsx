import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useStatementDownload } from '../hooks/useStatementDownload'

/** `YYYY-MM` of `date` on the browser's wall clock. */
function localMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

/** The browser's IANA time zone, UTC when it has none. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * The statement of any past month (this month by default, none in the future), as PDF or CSV, in the app's
 * language and on the browser's clock. A month before the card existed is refused by the server
 * with a sentence of its own; any failure alerts.
 */
export function StatementModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const current = localMonth(new Date())
  const [month, setMonth] = useState(current)
  const download = useStatementDownload()
  const monthId = useId()
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && month <= current
  const get = (format: 'pdf' | 'csv') =>
    download.mutate({
      id: cardId,
      request: { month, format, lang: i18n.language || 'en', tz: browserTimeZone() },
    })
  return (
    <Modal
      title={t('cardDetail.statementDialog.title')}
      description={t('cardDetail.statementDialog.description')}
      onClose={onClose}
    >
      <label htmlFor={monthId} className="mb-1 block text-sm text-slate-300">
        {t('cardDetail.statementDialog.month')}
      </label>
      <input
        id={monthId}
        type="month"
        value={month}
        max={current}
        onChange={(event) => setMonth(event.target.value)}
        aria-invalid={!valid}
        className="mb-2 w-full rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-slate-100"
      />
      {valid ? null : (
        <p role="alert" className="mb-2 text-sm text-rose-200">
          {t('cardDetail.statementDialog.future')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={!valid || download.isPending} onClick={() => get('pdf')}>
          {t('cardDetail.statementDialog.pdf')}
        </Button>
        <Button variant="secondary" disabled={!valid || download.isPending} onClick={() => get('csv')}>
          {t('cardDetail.statementDialog.csv')}
        </Button>
      </div>
    </Modal>
  )
}
