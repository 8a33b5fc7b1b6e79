import {
  DEFAULT_FEE_RATE,
  getTopupUpper,
  MIN_FIRST_TOPUP_MICRO_USD,
  microUsdToStable,
  ORIGINAL_FEE_RATE,
  type TopupInfoResponse,
} from '@chaincard/domain'
import { getAddress } from 'viem'
import type { CardRow } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import { resolveOrderChain } from './resolveOrderChain'

/**
 * Top-up bounds of a card in `currency` (an enabled chain's order currency): its receiving address (the
 * same on every chain), fee rates, `lower` (1.51 USD, rounded up to base units) and `upper` (what still
 * fits under the card maximum, rounded down; null when unlimited).
 */
export function getTopupInfo(
  chains: ChainClients,
  card: CardRow,
  currency: string,
  feeRate = DEFAULT_FEE_RATE,
): TopupInfoResponse {
  const chain = resolveOrderChain(chains, currency)
  if (!chain) {
    throw new AppError(
      'validation_failed',
      `currency "${currency}" is not the order currency of an enabled chain`,
    )
  }
  const { decimals } = chain.runtime.orderCurrency.token
  const upper = getTopupUpper({
    balanceUpper: card.balanceUpperMicro,
    balance: card.balanceMicro,
    pendingTopup: card.pendingMicro,
  })
  const id = chain.runtime.orderCurrency.id
  return {
    topupCurrency: id,
    address: getAddress(card.depositAddress),
    currency: id,
    chainId: chain.runtime.id,
    feeRate,
    original: { feeRate: ORIGINAL_FEE_RATE },
    lower: microUsdToStable(MIN_FIRST_TOPUP_MICRO_USD, decimals, 'up').toString(),
    upper: upper === null ? null : microUsdToStable(upper, decimals, 'down').toString(),
  }
}
