import { useTranslation } from 'react-i18next'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ReservesHistoryPoint } from '../api/reservesTypes'
import { truncateRatio } from '../utils/truncateRatio'

/** The snapshots of the chart as figures, newest first. */
export function HistoryTable({ history }: { history: readonly ReservesHistoryPoint[] }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const newestFirst = [...history].sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt))
  return (
    <section
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways and must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={t('reserves.history.caption')}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('reserves.history.caption')}</caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('reserves.history.taken_at')}
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('reserves.history.reserves')}
            </th>
            <th scope="col" className="py-1 pr-3 font-normal">
              {t('reserves.history.liabilities')}
            </th>
            <th scope="col" className="py-1 font-normal">
              {t('reserves.history.ratio')}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((point) => (
            <tr key={point.id} className="border-t border-slate-700">
              <td className="py-1 pr-3">{format.dateTime(point.takenAt)}</td>
              <td className="py-1 pr-3">
                <UsdAmount value={point.reserves} />
              </td>
              <td className="py-1 pr-3">
                <UsdAmount value={point.total} />
              </td>
              <td className="py-1">
                {point.ratio === null ? t('reserves.ratio_none') : format.percent(truncateRatio(point.ratio))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
