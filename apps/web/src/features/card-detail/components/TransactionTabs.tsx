import { type Dispute, getHistoryKind, type Transaction } from '@chaincard/domain'
import * as Tabs from '@radix-ui/react-tabs'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../../components/ui/Pager'
import { Skeleton } from '../../../components/ui/Skeleton'
import { cardHistoryPageQuery } from '../../../lib/queries/cardHistoryQuery'
import { disputesQueryOptions } from '../api/disputesQueryOptions'
import { pendingTransactionsQueryOptions } from '../api/pendingTransactionsQueryOptions'
import { useKeyedWalk } from '../hooks/useKeyedWalk'
import { canReportProblem } from '../utils/canReportProblem'
import { type DisputedPurchase, DisputeModal } from './DisputeModal'
import { DisputeStatusLabel } from './DisputeStatusLabel'
import { EvidenceModal } from './EvidenceModal'
import { type TransactionRow, TransactionRows } from './TransactionRows'

function PagedList<T extends { items: unknown[]; total: number }>({
  query,
  toRows,
  page,
  pagerTotal,
  onPage,
}: {
  query: UseQueryResult<T>
  toRows: (data: T) => TransactionRow[]
  page: number
  /** The rows the pager counts pages of (the history's walk may count fewer than the card's total). */
  pagerTotal: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  if (query.isPending)
    return (
      <div className="space-y-2">
        <Skeleton className="h-12" label={t('cardDetail.loading')} />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    )
  // A page that failed keeps the pager (a later page of the history offers the pages before it).
  if (query.isError)
    return (
      <>
        <p role="alert" className="py-4 text-sm text-rose-200">
          {t('cardDetail.tx.error')}
        </p>
        <Pager page={page} total={pagerTotal} onPage={onPage} label={t('cardDetail.pager')} />
      </>
    )
  const rows = toRows(query.data)
  return (
    <>
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-slate-400">{t('cardDetail.tx.empty')}</p>
      ) : (
        <TransactionRows rows={rows} />
      )}
      <Pager page={page} total={pagerTotal} onPage={onPage} label={t('cardDetail.pager')} />
    </>
  )
}

/**
 * Under a purchase row: its dispute's status when it has one, else "Report a problem" on a settled purchase
 * (not before the card's disputes are known, so a disputed purchase never offers it).
 */
function DisputeFooter({
  tx,
  dispute,
  disputesKnown,
  onReport,
  onAddEvidence,
}: {
  tx: Transaction
  dispute: Dispute | undefined
  disputesKnown: boolean
  onReport: () => void
  onAddEvidence: (dispute: Dispute) => void
}) {
  const { t } = useTranslation()
  if (dispute) {
    return (
      <>
        <DisputeStatusLabel dispute={dispute} />
        {/* The issuer asked the owner for more: they can send it from here. */}
        {dispute.status === 'needs_info' ? (
          <button
            type="button"
            className="mt-1 -ml-2 rounded px-2 py-1 text-xs font-medium text-indigo-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-300"
            onClick={() => onAddEvidence(dispute)}
          >
            {t('dispute.evidence.add')}
          </button>
        ) : null}
      </>
    )
  }
  if (!disputesKnown || !canReportProblem(tx)) return null
  return (
    <button
      type="button"
      className="mt-1 -ml-2 rounded px-2 py-1 text-xs font-medium text-indigo-200 underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-300"
      onClick={onReport}
    >
      {t('dispute.report')}
    </button>
  )
}

function History({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  // Paged by keys (`before` the last row shown): rows arriving live never shift a page (useKeyedWalk).
  const { query, page, pagerTotal, goTo } = useKeyedWalk(cardId, cardHistoryPageQuery)
  const [reporting, setReporting] = useState<DisputedPurchase | null>(null)
  const [evidenceFor, setEvidenceFor] = useState<Dispute | null>(null)
  // Read with the history: a purchase with a dispute shows its status. A list that failed to load
  // still offers the button: the server refuses a second dispute of a purchase and says so.
  const disputes = useQuery(disputesQueryOptions(cardId))
  const byTransaction = new Map<string, Dispute>()
  for (const dispute of disputes.data?.items ?? []) {
    if (!byTransaction.has(dispute.transactionId)) byTransaction.set(dispute.transactionId, dispute)
  }
  return (
    <>
      <PagedList
        query={query}
        page={page}
        pagerTotal={pagerTotal}
        onPage={goTo}
        toRows={(data) =>
          data.items.map((tx) => {
            const kind = getHistoryKind(tx)
            return {
              at: tx.at,
              id: tx.id,
              description: tx.description,
              type: tx.type,
              amount: tx.settlement,
              original: tx.original.currency === tx.settlement.currency ? undefined : tx.original,
              history: {
                kind,
                state: tx.state,
                direction: tx.direction,
                amount: tx.amount,
                balanceAfter: tx.balanceAfter,
                declineReason: tx.declineReason,
                declineLimit: tx.declineLimit,
                counterparty: tx.counterparty,
              },
              footer:
                kind === 'purchase' ? (
                  <DisputeFooter
                    tx={tx}
                    dispute={byTransaction.get(tx.id)}
                    disputesKnown={!disputes.isPending}
                    onAddEvidence={setEvidenceFor}
                    onReport={() =>
                      setReporting({
                        id: tx.id,
                        title: tx.description || t(`history.kind.${kind}`),
                        amount: tx.amount.replace(/^-/, ''),
                        at: tx.at,
                      })
                    }
                  />
                ) : undefined,
            }
          })
        }
      />
      {reporting ? (
        <DisputeModal cardId={cardId} purchase={reporting} onClose={() => setReporting(null)} />
      ) : null}
      {evidenceFor ? (
        <EvidenceModal cardId={cardId} dispute={evidenceFor} onClose={() => setEvidenceFor(null)} />
      ) : null}
    </>
  )
}

function Unsettled({ cardId }: { cardId: string }) {
  // Paged by keys as the history is: a purchase arriving or settling never shifts a later page.
  const { query, page, pagerTotal, goTo } = useKeyedWalk(cardId, pendingTransactionsQueryOptions)
  return (
    <PagedList
      query={query}
      page={page}
      pagerTotal={pagerTotal}
      onPage={goTo}
      toRows={(data) =>
        data.items.map((tx) => ({
          at: tx.at,
          id: tx.id,
          description: tx.description,
          type: tx.type,
          amount: tx.original,
        }))
      }
    />
  )
}

/** Transaction History and, when full history is unsupported, Unsettled Transactions; 10 per page. */
export function TransactionTabs({ cardId, unsettledTab }: { cardId: string; unsettledTab: boolean }) {
  const { t } = useTranslation()
  return (
    <Tabs.Root defaultValue="history" className="rounded-2xl bg-slate-800/60 p-5">
      <Tabs.List
        aria-label={t('cardDetail.tabs.label')}
        className="mb-3 flex gap-1 overflow-x-auto border-b border-slate-700"
      >
        <Tabs.Trigger
          value="history"
          className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm text-slate-300 data-[state=active]:border-indigo-400 data-[state=active]:text-white"
        >
          {t('cardDetail.tabs.history')}
        </Tabs.Trigger>
        {unsettledTab ? (
          <Tabs.Trigger
            value="unsettled"
            className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm text-slate-300 data-[state=active]:border-indigo-400 data-[state=active]:text-white"
          >
            {t('cardDetail.tabs.unsettled')}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="history">
        <History cardId={cardId} />
      </Tabs.Content>
      {unsettledTab ? (
        <Tabs.Content value="unsettled">
          <Unsettled cardId={cardId} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  )
}
