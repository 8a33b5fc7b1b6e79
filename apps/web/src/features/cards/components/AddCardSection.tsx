import { getAddCardState, UNLIMITED_COUNT, type UserState } from '@chaincard/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { openModal } from '../../../lib/modals/modalStore'
import { useWallet } from '../../../lib/wallet/walletStore'
import type { CardList, CardProduct } from '../../../types/api'
import { useCreateOrder } from '../hooks/useCreateOrder'
import { pickOrderCurrency } from '../utils/pickOrderCurrency'
import { AddCardConfirmModal } from './AddCardConfirmModal'
import { NotEligibleModal } from './NotEligibleModal'

/**
 * One add-new tile per card product (SPEC section 2): hidden when creating orders is disabled; fewer than
 * 1 card left shows the not-eligible alert; an order still to activate must be activated first; otherwise
 * AddCardConfirm, then create the order and open it.
 */
export function AddCardSection({ list, userState }: { list: CardList; userState: UserState }) {
  const { t } = useTranslation()
  const config = useAppConfig()
  const chainId = useWallet((s) => s.chainId)
  const createOrder = useCreateOrder()
  const [confirming, setConfirming] = useState<CardProduct | null>(null)
  const [notEligible, setNotEligible] = useState(false)
  const state = getAddCardState({
    createOrderDisabled: config.createOrderDisabled,
    userState,
    leftCount: list.leftCount,
    orders: [...list.orders, ...list.cards],
  })
  if (state === 'hidden' || list.cardProducts.length === 0) return null

  const onAdd = (product: CardProduct) => {
    if (state === 'not-eligible') setNotEligible(true)
    else if (state === 'activate-existing')
      openModal({
        type: 'alert',
        titleKey: 'cards.add.activate_first_title',
        messageKey: 'cards.add.activate_first',
      })
    else setConfirming(product)
  }
  const onConfirm = () => {
    const currency = pickOrderCurrency(config.chains, chainId)
    if (!confirming || !currency) return
    createOrder.mutate({ currency, productId: confirming.id }, { onSettled: () => setConfirming(null) })
  }

  return (
    <section aria-labelledby="add-card-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="add-card-title" className="text-lg font-semibold">
          {t('cards.add.title')}
        </h2>
        <p data-testid="left-count" className="text-sm text-slate-300">
          {list.leftCount === UNLIMITED_COUNT
            ? t('cards.add.left_unlimited')
            : t('cards.add.left', { count: Math.max(0, list.leftCount) })}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {list.cardProducts.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              onClick={() => onAdd(product)}
              className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border-2 border-dashed border-slate-600 p-4 text-left hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-300"
            >
              <span className="text-2xl leading-none" aria-hidden>
                +
              </span>
              <span className="font-semibold">
                {t('cards.add.tile', { name: t(`cards.program.${product.program}`) })}
              </span>
              <span className="text-sm text-slate-300" data-testid="product-features">
                {t(`cards.product.${product.program}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {confirming ? (
        <AddCardConfirmModal
          productName={t(`cards.program.${confirming.program}`)}
          pending={createOrder.isPending}
          onConfirm={onConfirm}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {notEligible ? <NotEligibleModal onClose={() => setNotEligible(false)} /> : null}
    </section>
  )
}
