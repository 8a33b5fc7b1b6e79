import { groupCards } from '@chaincard/domain'
import * as Tabs from '@radix-ui/react-tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Card, CardProduct } from '../../../types/api'
import { CardTile } from './CardTile'

type TabId = 'activated' | 'notActivated' | 'invalid'

/** Cards as tiles, each named by its program in the page's language (product names come in English). */
function Grid({ cards }: { cards: Card[]; products: readonly CardProduct[] }) {
  const { t } = useTranslation()
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {cards.map((card) => (
        <CardTile key={card.id} card={card} productName={t(`cards.program.${card.program}`)} />
      ))}
    </ul>
  )
}

/**
 * The four card groups of SPEC section 2 (grouping by `groupCards`), under the tabs Activated, Not Activated
 * and Invalid (expired and suspended, each with its support notice). Opens on the first non-empty tab.
 */
export function CardGroupsTabs({
  cards,
  orders,
  products,
  supportEmail,
}: {
  cards: readonly Card[]
  orders: readonly Card[]
  products: readonly CardProduct[]
  supportEmail: string
}) {
  const { t } = useTranslation()
  const groups = groupCards(cards, orders)
  const counts: Record<TabId, number> = {
    activated: groups.activated.length,
    notActivated: groups.notActivated.length,
    invalid: groups.expired.length + groups.suspended.length,
  }
  const tabs: TabId[] = ['activated', 'notActivated', 'invalid']
  const [tab, setTab] = useState<TabId>(() => tabs.find((id) => counts[id] > 0) ?? 'activated')
  const labels: Record<TabId, string> = {
    activated: t('cards.tabs.activated'),
    notActivated: t('cards.tabs.not_activated'),
    invalid: t('cards.tabs.invalid'),
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabId)}>
      <Tabs.List
        aria-label={t('cards.tabs.label')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-700"
      >
        {tabs.map((id) => (
          <Tabs.Trigger
            key={id}
            value={id}
            className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm text-slate-300 data-[state=active]:border-indigo-400 data-[state=active]:text-white"
          >
            {labels[id]} <span className="text-slate-400">({counts[id]})</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="activated">
        {counts.activated ? <Grid cards={groups.activated} products={products} /> : <Empty />}
      </Tabs.Content>
      <Tabs.Content value="notActivated">
        {counts.notActivated ? <Grid cards={groups.notActivated} products={products} /> : <Empty />}
      </Tabs.Content>
      <Tabs.Content value="invalid" className="space-y-6">
        {counts.invalid === 0 ? <Empty /> : null}
        {groups.expired.length ? (
          <section aria-labelledby="cards-expired">
            <h2 id="cards-expired" className="mb-2 font-semibold">
              {t('cards.group.expired')}
            </h2>
            <p className="mb-3 text-sm text-slate-300">
              {t('cards.notice.expired', { email: supportEmail })}
            </p>
            <Grid cards={groups.expired} products={products} />
          </section>
        ) : null}
        {groups.suspended.length ? (
          <section aria-labelledby="cards-suspended">
            <h2 id="cards-suspended" className="mb-2 font-semibold">
              {t('cards.group.suspended')}
            </h2>
            <p className="mb-3 text-sm text-slate-300">
              {t('cards.notice.suspended', { email: supportEmail })}
            </p>
            <Grid cards={groups.suspended} products={products} />
          </section>
        ) : null}
      </Tabs.Content>
    </Tabs.Root>
  )
}

function Empty() {
  const { t } = useTranslation()
  return <p className="py-6 text-center text-sm text-slate-400">{t('cards.empty_group')}</p>
}
