import { formatUsd, parseDecimalForLocale, parseUsd } from '@chaincard/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard, invalidatePendingTopup } from '../../../lib/queries/queryKeys'
import type { Card } from '../../../types/api'
import { transferExcess } from '../api/moveExcess'
import type { ExcessTarget } from '../utils/excessTargets'

const toInput = (usd: string, decimal: string) => usd.replace('.', decimal)

/**
 * Move money over the maximum to another card: the target (the owner's cards with room), the amount (all that
 * can move there by default; a changed amount in whole cents). One client key per form, so a double submit, or a
 * retry after a lost answer, moves the money once.
 */
export function MoveExcessForm({
  cardId,
  movable,
  targets,
  onCancel,
  onDone,
}: {
  cardId: string
  movable: bigint
  targets: readonly ExcessTarget[]
  onCancel: () => void
  onDone: (amount: string, to: Card) => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const client = useQueryClient()
  const ids = { target: useId(), amount: useId(), error: useId() }
  const [key] = useState(() => crypto.randomUUID())
  const [targetId, setTargetId] = useState(targets[0]?.card.id ?? '')
  const target = targets.find((candidate) => candidate.card.id === targetId) ?? targets[0]
  const maxMicro = target && target.room !== null && target.room < movable ? target.room : movable
  const allText = toInput(formatUsd(maxMicro, 'down'), format.decimalSeparator)
  const [amount, setAmount] = useState(allText)
  const move = useMutation({
    mutationFn: () => {
      const canonical = parseDecimalForLocale(amount, format.locale) ?? amount
      // The prefilled figure is all that can move: sent as such, so micro-dollars below a cent move too.
      const all = amount === allText
      return transferExcess(cardId, { toCardId: targetId, key, ...(all ? {} : { amount: canonical }) })
    },
    onSuccess: async ({ transfer }) => {
      await Promise.all([
        invalidateCard(client, cardId),
        invalidateCard(client, transfer.toCardId),
        invalidateCards(client),
        invalidatePendingTopup(client, cardId),
        invalidatePendingTopup(client, transfer.toCardId),
      ])
      onDone(transfer.amount, target?.card ?? ({ id: transfer.toCardId, number: '' } as Card))
    },
  })
  const valid = (() => {
    if (amount === allText) return maxMicro > 0n
    const canonical = parseDecimalForLocale(amount, format.locale)
    try {
      const micro = canonical ? parseUsd(canonical) : 0n
      return micro > 0n && micro <= maxMicro && micro % 10_000n === 0n
    } catch {
      return false
    }
  })()

  return (
    <form
      className="mt-3 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && !move.isPending) move.mutate()
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.target}>{t('excess.move_to')}</label>
        <select
          id={ids.target}
          className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
          value={targetId}
          onChange={(event) => {
            setTargetId(event.target.value)
            const next = targets.find((candidate) => candidate.card.id === event.target.value)
            const nextMax = next && next.room !== null && next.room < movable ? next.room : movable
            setAmount(toInput(formatUsd(nextMax, 'down'), format.decimalSeparator))
          }}
        >
          {targets.map(({ card, room }) => (
            <option key={card.id} value={card.id}>
              {room === null
                ? t('excess.target_unlimited', { number: card.number.slice(-4) })
                : t('excess.target', { number: card.number.slice(-4), room: format.usdMicro(room) })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.amount}>{t('excess.amount')}</label>
        <input
          id={ids.amount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100"
          value={amount}
          aria-invalid={!valid}
          aria-describedby={move.isError ? ids.error : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p className="text-xs text-amber-100/90">
          {t('excess.amount_hint', { max: format.usdMicro(maxMicro) })}
        </p>
      </div>
      {move.isError ? (
        <p id={ids.error} role="alert" className="text-rose-200">
          {t(errorSentenceKey(move.error), { email: supportEmail })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!valid || move.isPending}>
          {move.isPending ? t('common.loading') : t('excess.move_confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('excess.cancel')}
        </Button>
      </div>
    </form>
  )
}
