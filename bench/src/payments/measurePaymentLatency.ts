import type { Address, LocalAccount } from 'viem'
import type { ApiClient } from '../api/apiClient'
import { sendUsdt } from '../api/sendUsdt'
import { waitFor } from '../lib/childProcesses'
import { median, round } from '../lib/stats'
import type { BenchChain } from '../sandbox/startChain'

export type PaymentLatency = {
  reportedMedianMs: number
  unreportedMedianMs: number
  reportedMs: number[]
  unreportedMs: number[]
}

/** Each top-up: 2 USDT (6 decimals). */
const TOPUP = 2_000_000n

/**
 * Top-ups of active cards by real USDT transfers, alternately reported (POST /card/{id}/topup/pay before the
 * confirming block) and not (the watcher alone). The transfer is mined in its own block; the clock starts when
 * the block that gives it the required confirmations is mined and stops when GET /api/card/{id} shows the
 * higher `pendingTopup` (polled every 20 ms). The confirming block is mined at a random moment 0-1 s after the
 * transfer. Medians over `count` transfers of each kind.
 */
export async function measurePaymentLatency(
  api: ApiClient,
  account: LocalAccount,
  chain: BenchChain,
  cardIds: string[],
  { count, confirmationBlocks }: { count: number; confirmationBlocks: number },
): Promise<PaymentLatency> {
  const reportedMs: number[] = []
  const unreportedMs: number[] = []
  for (let i = 0; i < 2 * count; i++) {
    const reported = i % 2 === 0
    const cardId = cardIds[i % cardIds.length]!
    const { address } = await api.call<{ address: Address }>('GET', `/api/card/${cardId}/topup?currency=usdt`)
    const before = await api.call<{ pendingTopup: string }>('GET', `/api/card/${cardId}`)
    const transfer = await sendUsdt(chain.rpcUrl, chain.manifest, account, address, TOPUP)
    if (reported) {
      await api.call('POST', `/api/card/${cardId}/topup/pay`, {
        currency: 'usdt',
        hash: transfer.hash,
        nonce: transfer.nonce,
      })
    }
    // The confirming block comes at a random moment (0-1 s later), as on a real chain: never in step with a
    // polling watcher.
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 1_000)))
    await chain.rpc('anvil_mine', [`0x${confirmationBlocks.toString(16)}`])
    const confirmedAt = performance.now()
    await waitFor(
      `top-up ${transfer.hash} visible`,
      async () => {
        const card = await api.call<{ pendingTopup: string }>('GET', `/api/card/${cardId}`)
        return card.pendingTopup !== before.pendingTopup ? true : undefined
      },
      { timeoutMs: 30_000, everyMs: 20 },
    )
    ;(reported ? reportedMs : unreportedMs).push(performance.now() - confirmedAt)
  }
  return {
    reportedMedianMs: round(median(reportedMs)),
    unreportedMedianMs: round(median(unreportedMs)),
    reportedMs: reportedMs.map((v) => round(v)),
    unreportedMs: unreportedMs.map((v) => round(v)),
  }
}
