import { useTranslation } from 'react-i18next'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ReservesOverview } from '../api/reservesTypes'
import { truncateRatio } from '../utils/truncateRatio'

/** The ratio of what is held to what is owed, with both figures and what cards below zero owe the program. */
export function CoverSummary({ overview }: { overview: ReservesOverview }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const held = overview.history.find((point) => point.id === overview.snapshot.id)?.reserves
  return (
    <section aria-labelledby="reserves-cover" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="reserves-cover" className="mb-3 font-semibold">
        {t('reserves.cover.title')}
      </h2>
      <p className="text-4xl font-bold" data-testid="reserves-ratio">
        {overview.ratio === null ? t('reserves.ratio_none') : format.percent(truncateRatio(overview.ratio))}
      </p>
      <p className="mt-1 text-sm text-slate-300">{t('reserves.cover.ratio_means')}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {held !== undefined ? (
          <div>
            <dt className="text-slate-300">{t('reserves.cover.held')}</dt>
            <dd className="text-lg">
              <UsdAmount value={held} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-300">{t('reserves.cover.owed')}</dt>
          <dd className="text-lg">
            <UsdAmount value={overview.liabilities} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-300">{t('reserves.cover.negative')}</dt>
          <dd className="text-lg">
            <UsdAmount value={overview.negative} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-300">{t('reserves.cover.owed_means')}</p>
    </section>
  )
}
