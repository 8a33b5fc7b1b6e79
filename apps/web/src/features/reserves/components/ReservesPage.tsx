import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/ui/Spinner'
import { isApiError } from '../../../lib/api/ApiError'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { useReserves } from '../hooks/useReserves'
import { CoverSummary } from './CoverSummary'
import { HistoryChart } from './HistoryChart'
import { HistoryTable } from './HistoryTable'
import { HoldingsTable } from './HoldingsTable'
import { SnapshotFacts } from './SnapshotFacts'
import { VerifyBalance } from './VerifyBalance'

/**
 * Route `reserves` (public): what the program holds where against what it owes, over time, the signed snapshot
 * behind it, and "Verify my balance" for the owner who is signed in.
 */
export default function ReservesPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('reserves.title'))
  const { supportEmail } = useAppConfig()
  const reserves = useReserves()

  let content: React.ReactNode
  if (reserves.isPending) content = <Spinner />
  else if (reserves.isError)
    content = (
      <p role="alert">
        {isApiError(reserves.error) && reserves.error.code === 'not_found'
          ? t('reserves.no_snapshot')
          : t(errorSentenceKey(reserves.error), { email: supportEmail })}
      </p>
    )
  else {
    const overview = reserves.data
    content = (
      <>
        <CoverSummary overview={overview} />
        <HoldingsTable holdings={overview.reserves} issuerBalance={overview.issuerBalance} />
        <section aria-labelledby="reserves-history" className="rounded-2xl bg-slate-800/60 p-5">
          <h2 id="reserves-history" className="mb-3 font-semibold">
            {t('reserves.history.title')}
          </h2>
          <div className="flex flex-col gap-4">
            <HistoryChart history={overview.history} />
            <HistoryTable history={overview.history} />
          </div>
        </section>
        <SnapshotFacts snapshot={overview.snapshot} />
        <VerifyBalance snapshot={overview.snapshot} />
      </>
    )
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 text-slate-100">
      <h1 className="text-2xl font-bold">{t('reserves.title')}</h1>
      <p className="text-slate-200">{t('reserves.intro')}</p>
      <p className="text-sm text-slate-300">{t('reserves.limits')}</p>
      {content}
    </div>
  )
}
