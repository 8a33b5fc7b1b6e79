import {
  DEFAULT_FEE_RATE,
  getTopupUpper,
  MIN_FIRST_TOPUP_MICRO_USD,
  microUsdToStable,
  ORIGINAL_FEE_RATE,
  type Order,
} from '@chaincard/domain'
import { getAddress } from 'viem'
import type { Config } from '../../config'
import { type ToCardResponseParameters, toCardResponse } from './toCardResponse'

export type ToOrderResponseParameters = ToCardResponseParameters & {
  config: Pick<Config, 'chains'>
  /** Credited top-ups of this order so far, micro-USD. */
  creditedMicro: bigint
}

/**
 * An order as the wire `Order`: the card plus how to pay it, in base units of its order currency (the
 * chain whose order currency the user chose; the first enabled chain when that currency is no longer
 * enabled). `lower` rounds up (the payer must reach it), `upper` and `amount` round down.
 */
export function toOrderResponse(parameters: ToOrderResponseParameters): Order {
  const { card, config, creditedMicro } = parameters
  const chains = config.chains
  const chain = chains.find((c) => c.orderCurrency.id === card.orderCurrency) ?? chains[0]
  const decimals = chain?.orderCurrency.token.decimals ?? 6
  const lower = microUsdToStable(MIN_FIRST_TOPUP_MICRO_USD, decimals, 'up')
  const upperMicro = getTopupUpper({
    balanceUpper: card.balanceUpperMicro,
    balance: card.balanceMicro,
    pendingTopup: card.pendingMicro,
  })
  return {
    ...toCardResponse(parameters),
    availableCurrencies: chains.map((c) => c.orderCurrency.id),
    orderCurrency: card.orderCurrency,
    orderAmount: lower.toString(),
    address: getAddress(card.depositAddress),
    amount: microUsdToStable(creditedMicro, decimals, 'down').toString(),
    topup: {
      lower: lower.toString(),
      upper: upperMicro === null ? null : microUsdToStable(upperMicro, decimals, 'down').toString(),
      feeRate: DEFAULT_FEE_RATE,
      original: { feeRate: ORIGINAL_FEE_RATE },
    },
    paymentFailure: card.paymentFailure,
  }
}
