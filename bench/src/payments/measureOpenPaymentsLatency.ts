import { randomBytes } from 'node:crypto'
import type { LocalAccount } from 'viem'
import type { ApiClient } from '../api/apiClient'
import { median, round } from '../lib/stats'
import type { BenchChain } from '../sandbox/startChain'
import { measurePaymentLatency } from './measurePaymentLatency'

export type OpenPaymentsLatency = {
  /** Payments reported with a hash that is on no chain, left open while the second half is measured. */
  open: number
  /** Credit latency (reported and watcher-only top-ups together): median with none open, then with `open`. */
  noneOpenMedianMs: number
  openMedianMs: number
  /** openMedianMs / noneOpenMedianMs. */
  ratio: number
  noneOpenMs: number[]
  openMs: number[]
}

/**
 * Credit latency of top-ups (measurePaymentLatency: half reported, half left to the watcher) with no open
 * payment, then again after the cards' owner has reported `open` hashes that are on no chain (each stays open,
 * checked with a growing wait until it is dropped 30 minutes later): what a flood of made-up reports costs
 * every honest deposit.
 */
export async function measureOpenPaymentsLatency(
  api: ApiClient,
  account: LocalAccount,
  chain: BenchChain,
  cardIds: string[],
  { count, confirmationBlocks, open }: { count: number; confirmationBlocks: number; open: number },
): Promise<OpenPaymentsLatency> {
  const none = await measurePaymentLatency(api, account, chain, cardIds, { count, confirmationBlocks })
  for (let i = 0; i < open; i++) {
    await api.call('POST', `/api/card/${cardIds[i % cardIds.length]}/topup/pay`, {
      currency: 'usdt',
      hash: `0x${randomBytes(32).toString('hex')}`,
      nonce: 1_000_000 + i,
    })
  }
  const withOpen = await measurePaymentLatency(api, account, chain, cardIds, { count, confirmationBlocks })
  const noneOpenMs = [...none.reportedMs, ...none.unreportedMs]
  const openMs = [...withOpen.reportedMs, ...withOpen.unreportedMs]
  const noneOpenMedianMs = round(median(noneOpenMs))
  const openMedianMs = round(median(openMs))
  return {
    open,
    noneOpenMedianMs,
    openMedianMs,
    ratio: round(openMedianMs / noneOpenMedianMs, 2),
    noneOpenMs,
    openMs,
  }
}
