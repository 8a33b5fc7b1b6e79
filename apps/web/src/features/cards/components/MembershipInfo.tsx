import { formatUsd, MEMBERSHIP_LEVELS } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useMembership } from '../hooks/useMembership'

/**
 * How the levels work ("rewards on every top-up" paid 0.00 and the levels were not explained): each
 * level's monthly settled top-up volume and its rebate, level 0 paying none.
 */
function LevelsExplained() {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  return (
    <details className="text-xs text-slate-300" data-testid="membership-levels">
      <summary className="cursor-pointer text-indigo-300">{t('cards.info.levels_title')}</summary>
      <p className="mt-2">{t('cards.info.levels_intro')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {MEMBERSHIP_LEVELS.map((info, i) => {
          const next = MEMBERSHIP_LEVELS[i + 1]
          const values = {
            level: info.level,
            from: format.usd(formatUsd(info.minVolumeMicroUsd, 'exact')),
            below: next ? format.usd(formatUsd(next.minVolumeMicroUsd, 'exact')) : '',
            rebate: format.percent(info.rebate),
          }
          return (
            <li key={info.level}>
              {info.level === 0 ? t('cards.info.level_zero', values) : t('cards.info.level_row', values)}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

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
          {data.level === 0 ? (
            <span className="mt-1 block text-xs text-slate-300" data-testid="level-zero-note">
              {t('cards.info.level_zero_note')}
            </span>
          ) : null}
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
          <LevelsExplained />
        </dd>
      </div>
    </>
  )
}
