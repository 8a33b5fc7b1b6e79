import { formatUsd } from '@chaincard/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard, invalidatePendingTopup } from '../../../lib/queries/queryKeys'
import { refundExcess } from '../api/moveExcess'

/**
 * Ask for money over the maximum back: all that can move now, after a confirmation that says what happens (it
 * leaves the card at once; support sends it back). One client key per form: asked once however often sent.
 */
export function RefundExcessForm({
  cardId,
  movable,
  onCancel,
  onDone,
}: {
  cardId: string
  movable: bigint
  onCancel: () => void
  onDone: (amount: string, id: string) => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const client = useQueryClient()
  const [key] = useState(() => crypto.randomUUID())
  const refund = useMutation({
    mutationFn: () => refundExcess(cardId, { key }),
    onSuccess: async ({ refund: asked }) => {
      await Promise.all([
        invalidateCard(client, cardId),
        invalidateCards(client),
        invalidatePendingTopup(client, cardId),
      ])
      onDone(asked.amount, asked.id)
    },
  })
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p>
        {t('excess.refund_confirm_text', {
          amount: format.usd(formatUsd(movable, 'down')),
          email: supportEmail,
        })}
      </p>
      {refund.isError ? (
        <p role="alert" className="text-rose-200">
          {t(errorSentenceKey(refund.error), { email: supportEmail })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={refund.isPending} onClick={() => refund.mutate()}>
          {refund.isPending ? t('common.loading') : t('excess.refund_confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('excess.cancel')}
        </Button>
      </div>
    </div>
  )
}
