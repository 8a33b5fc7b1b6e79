import { queryOptions } from '@tanstack/react-query'
import { getPaymentTarget } from './getPaymentTarget'

function paymentTargetQueryKey(id: string, load: 'topup-info' | 'order-info', currency: string) {
  return ['paymentTarget', id, load, currency] as const
}

export function paymentTargetQueryOptions(id: string, load: 'topup-info' | 'order-info', currency: string) {
  return queryOptions({
    queryKey: paymentTargetQueryKey(id, load, currency),
    queryFn: () => getPaymentTarget(id, load, currency),
    staleTime: 0,
  })
}
