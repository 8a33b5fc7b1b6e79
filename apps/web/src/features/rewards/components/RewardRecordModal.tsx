import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { Pager } from '../../../components/ui/Pager'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal } from '../../../lib/modals/modalStore'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { rewardRecordsQueryOptions } from '../api/rewardRecordsQueryOptions'

/** RewardRecord: the reward history, 10 per page, pager of 5 pages hidden with a single page. */
export default function RewardRecordModal() {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const [page, setPage] = useState(1)
  const records = useQuery(rewardRecordsQueryOptions(useWalletAddress(), page))
  return (
    <Modal title={t('rewards.history_title')} onClose={() => closeModal('rewardRecord')}>
      {records.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-8" label={t('rewards.loading')} />
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : records.isError ? (
        <p role="alert" className="text-sm text-rose-200">
          {t('rewards.error')}
        </p>
      ) : records.data.items.length === 0 ? (
        <p className="text-sm text-slate-300">{t('rewards.empty')}</p>
      ) : (
        <ul
          className="max-h-[50vh] divide-y divide-slate-700 overflow-y-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={t('rewards.history_title')}
        >
          {records.data.items.map((record) => (
            <li
              key={`${record.at}-${record.type}-${record.amount}`}
              className="flex items-center justify-between gap-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block">{t(`rewards.type.${record.type}`)}</span>
                <time dateTime={record.at} className="block text-xs text-slate-300">
                  {format.dateTime(record.at)}
                </time>
              </span>
              {record.grant && record.amount === '0.00' ? (
                <span className="shrink-0 text-right text-emerald-200" data-testid="reward-grant">
                  {t('rewards.grant', {
                    cards: record.grant.freeCards,
                    uses: record.grant.invitationUses,
                  })}
                </span>
              ) : (
                <span
                  className={`shrink-0 font-mono ${record.amount.startsWith('-') ? 'text-rose-200' : 'text-emerald-200'}`}
                >
                  {record.amount.startsWith('-') ? '' : '+'}
                  {format.usd(record.amount)} USD
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} total={records.data?.total ?? 0} onPage={setPage} label={t('rewards.pager')} />
    </Modal>
  )
}
