import { useTranslation } from 'react-i18next'
import { CardArt } from '../../../components/ui/CardArt'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { paths } from '../../../lib/paths'
import type { Card } from '../../../types/api'
import { CardStatusBadge } from './CardStatusBadge'

/** One card of the list, with its program art; clicking it opens the card detail. */
export function CardTile({ card, productName }: { card: Card; productName: string }) {
  const { t } = useTranslation()
  const dimmed = card.expired || card.status === 'suspended'
  return (
    <li>
      <LocaleLink
        to={paths.card(card.id)}
        className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-indigo-300"
      >
        {/* Named by its content, which starts with what it does (axe label-content-name-mismatch). */}
        <span className="sr-only" data-testid="tile-label">
          {t('cards.open', { name: productName, number: card.number.slice(-4) })}
        </span>
        <CardArt program={card.program} dimmed={dimmed}>
          <div className="relative flex items-start justify-between gap-2">
            <span className="font-semibold">{productName}</span>
            <CardStatusBadge card={card} />
          </div>
          <div className="relative">
            <p className="font-mono text-sm tracking-wider sm:text-base">{card.number}</p>
            <p className="mt-1 text-xs text-white/80">
              {t('cards.balance')}{' '}
              <UsdAmount className="font-semibold text-white" value={card.balance} currency={card.currency} />
            </p>
          </div>
        </CardArt>
      </LocaleLink>
    </li>
  )
}
