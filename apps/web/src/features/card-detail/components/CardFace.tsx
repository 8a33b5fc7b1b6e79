import { formatCardNumber } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { CardArt } from '../../../components/ui/CardArt'
import type { Card } from '../../../types/api'
import { CardName } from './CardName'

/** The card picture: program art, masked number in groups of 4, holder name behind the eye toggle. */
export function CardFace({ card, otpOnly }: { card: Card; otpOnly: boolean }) {
  const { t } = useTranslation()
  return (
    <CardArt program={card.program} dimmed={card.expired || card.status === 'suspended'} className="max-w-md">
      <p className="relative font-semibold">{t(`cards.program.${card.program}`)}</p>
      <div className="relative space-y-2">
        {otpOnly ? null : (
          <p data-testid="card-number" className="font-mono text-lg tracking-wider sm:text-xl">
            <span className="sr-only">{t('cardDetail.number')} </span>
            {formatCardNumber(card.number)}
          </p>
        )}
        <CardName cardId={card.id} name={card.name} />
      </div>
    </CardArt>
  )
}
