import type { CardImageResponse } from '@chaincard/domain'
import { formatCardNumber } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '../../../components/ui/CopyButton'

/** Number, expiry and CVV as text, each with its own copy button (for a checkout form). */
export function CardDetailsFields({ details }: { details: CardImageResponse }) {
  const { t } = useTranslation()
  const fields = [
    {
      id: 'number',
      label: t('cardDetail.image.number'),
      shown: formatCardNumber(details.number),
      value: details.number,
      what: t('copy.what.card_number'),
    },
    {
      id: 'expiry',
      label: t('cardDetail.image.expiry'),
      shown: details.expiry,
      value: details.expiry,
      what: t('copy.what.expiry'),
    },
    {
      id: 'cvv',
      label: t('cardDetail.image.cvv'),
      shown: details.cvv,
      value: details.cvv,
      what: t('copy.what.cvv'),
    },
  ]
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3">
      {fields.map((field) => (
        <div key={field.id} className={field.id === 'number' ? 'col-span-2' : ''}>
          <dt className="text-xs text-slate-400">{field.label}</dt>
          <dd className="flex items-center justify-between gap-2 rounded-lg bg-slate-800 px-3 py-1.5">
            <span data-testid={`card-${field.id}`} className="font-mono text-base tracking-wider">
              {field.shown}
            </span>
            <CopyButton value={field.value} what={field.what} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
