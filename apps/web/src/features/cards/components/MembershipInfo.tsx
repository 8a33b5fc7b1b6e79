import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useMembership } from '../hooks/useMembership'

/** Membership level, rebate as a percent and progress to the next level; left out on a load error (SPEC 8). */
export function MembershipInfo() {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { data } = useMembership()
  if (!data?.enable) return null
  return (
    <>
      <div>
        <dt className="text-sm text-slate-400">{t('cards.info.level')}</dt>
        <dd className="mt-1">{t('cards.info.level_value', { level: data.level })}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-400">{t('cards.info.rebate')}</dt>
        <dd className="mt-1" data-testid="rebate">
          {format.percent(data.rebate)}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-400">{t('cards.info.progress')}</dt>
        <dd className="mt-1">
          {data.nextInfo ? (
            <>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={data.nextInfo.percent}
                aria-valuetext={format.percentValue(data.nextInfo.percent)}
                aria-label={t('cards.info.progress')}
                className="h-2 overflow-hidden rounded-full bg-slate-700"
              >
                <div className="h-full bg-indigo-400" style={{ width: `${data.nextInfo.percent}%` }} />
              </div>
              <p className="mt-1 text-xs text-slate-300" data-testid="membership-next">
                {t('cards.info.next', {
                  percent: format.percentValue(data.nextInfo.percent),
                  required: format.usd(data.nextInfo.requiredValue),
                  level: data.nextInfo.level,
                })}
              </p>
            </>
          ) : (
            t('cards.info.top_level')
          )}
        </dd>
      </div>
    </>
  )
}
