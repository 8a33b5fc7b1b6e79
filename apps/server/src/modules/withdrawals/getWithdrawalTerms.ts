import {
  formatUsd,
  WITHDRAWAL_LIMIT_WINDOW_MS,
  WITHDRAWAL_MINIMUM_MICRO,
  type WithdrawalChain,
  type WithdrawalTerms,
  withdrawalLimits,
} from '@chaincard/domain'
import { getAddress } from 'viem'
import type { WithdrawalSettings } from '../../config'
import type { Executor } from '../../db'
import type { ChainClients } from '../../plugins/chainClients'
import { sumOwnerWithdrawnSince } from './repo/readWithdrawals'

export type WithdrawalTermsParameters = {
  owner: string
  balanceMicro: bigint
  heldMicro: bigint
  settings: WithdrawalSettings
  chains: ChainClients
  now: Date
}

/** The chains a withdrawal is paid on: every enabled chain, in its order currency (a USD stablecoin). */
function withdrawalChains(chains: ChainClients): WithdrawalChain[] {
  return chains.list
    .filter(({ runtime }) => !runtime.orderCurrency.token.isNative)
    .map(({ runtime }) => ({
      chainId: runtime.id,
      name: runtime.name,
      token: {
        symbol: runtime.orderCurrency.token.symbol,
        address: getAddress(runtime.orderCurrency.token.address),
        decimals: runtime.orderCurrency.token.decimals,
      },
    }))
}

/** What a withdrawal from a card costs and may be now (the form shows it; the request is checked against it). */
export async function getWithdrawalTerms(
  db: Executor,
  p: WithdrawalTermsParameters,
): Promise<WithdrawalTerms> {
  const since = new Date(p.now.getTime() - WITHDRAWAL_LIMIT_WINDOW_MS)
  const withdrawn = await sumOwnerWithdrawnSince(db, p.owner, since)
  const available = p.balanceMicro - p.heldMicro
  const limits = withdrawalLimits({
    feeMicro: p.settings.feeMicro,
    availableMicro: available,
    dailyLimitMicro: p.settings.dailyLimitMicro,
    withdrawnInWindowMicro: withdrawn,
  })
  return {
    fee: formatUsd(p.settings.feeMicro, 'up'),
    available: available < 0n ? `-${formatUsd(-available, 'up')}` : formatUsd(available, 'down'),
    dailyLimit: formatUsd(p.settings.dailyLimitMicro, 'down'),
    dailyRemaining: formatUsd(limits.dailyMicro, 'down'),
    minimum: formatUsd(WITHDRAWAL_MINIMUM_MICRO, 'up'),
    maximum: formatUsd(limits.maxMicro, 'down'),
    chains: withdrawalChains(p.chains),
  }
}
