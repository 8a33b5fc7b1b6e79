import { RATE_DEBOUNCE_MS } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { type GetExchangeRateParameters, getExchangeRate } from '../api/getExchangeRate'
import { useDebouncedValue } from './useDebouncedValue'

export type ExchangeRateInput = Omit<GetExchangeRateParameters, 'amount'> & { amount: bigint }

/**
 * The rate line's value (SPEC section 4): null while loading, "-1" on failure or mismatch, else USD per
 * whole token, with the quote behind it. Looked up 500 ms after the last amount or slippage change; `retry`
 * is Try Again.
 */
export function useExchangeRate(input: ExchangeRateInput | null) {
  const key = input
    ? `${input.cardId}|${input.chain.id}|${input.token.address}|${input.amount}|${input.slippage}|${input.payee}`
    : null
  // Even the first lookup waits: nothing is asked before the input has been still for 500 ms.
  const settledKey = useDebouncedValue<string | null>(key, RATE_DEBOUNCE_MS, null)
  const ready = input !== null && settledKey === key
  const query = useQuery({
    queryKey: ['exchangeRate', settledKey] as const,
    queryFn: () => getExchangeRate(input as ExchangeRateInput),
    enabled: ready,
    staleTime: 15_000,
  })
  const settled = ready && query.isSuccess && !query.isFetching
  return {
    rate: settled ? query.data.rate : null,
    quote: settled ? query.data.quote : null,
    retry: () => void query.refetch(),
  }
}
