import { queryOptions } from '@tanstack/react-query'
import { getChainReader } from '../../../lib/chain/getChainReader'
import type { ConfigChain } from '../../../types/api'

/** Gas kept back by Max for a native-coin payment: a swap's gas (with room) at twice the current fee. */
const MAX_GAS_UNITS = 300_000n

/** Wei to leave for gas when paying with the chain's native coin (the Max button). */
export function gasReserveQueryOptions(chain: ConfigChain) {
  return queryOptions({
    queryKey: ['gasReserve', chain.id],
    queryFn: async () => {
      const reader = getChainReader(chain)
      const fees = await reader.estimateFeesPerGas().catch(() => null)
      const perGas = fees?.maxFeePerGas ?? (await reader.getGasPrice())
      return MAX_GAS_UNITS * perGas * 2n
    },
    staleTime: 30_000,
  })
}
