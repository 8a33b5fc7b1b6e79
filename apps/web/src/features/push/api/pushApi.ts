import type {
  PushKeyResponse,
  PushSubscriptionBody,
  PushSubscriptionListResponse,
  PushSubscriptionResponse,
} from '@chaincard/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, apiRequest } from '../../../lib/api/client'

export function pushSubscriptionsQueryKey(address: string | undefined) {
  return ['push-subscriptions', address?.toLowerCase()] as const
}

/** GET /api/push/key: the server's VAPID public key, null when push is off there. */
export function pushKeyQueryOptions() {
  return queryOptions({
    queryKey: ['push-key'],
    queryFn: () => apiGet<PushKeyResponse>('/push/key'),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** GET /api/push/subscriptions: the signed-in owner's devices that get notifications. */
export function pushSubscriptionsQueryOptions(address: string | undefined) {
  return queryOptions({
    queryKey: pushSubscriptionsQueryKey(address),
    queryFn: () => apiGet<PushSubscriptionListResponse>('/push/subscriptions'),
    enabled: address !== undefined,
  })
}

/** POST /api/push/subscriptions: this device's subscription with the kinds chosen (again to change them). */
export function savePushSubscription(body: PushSubscriptionBody): Promise<PushSubscriptionResponse> {
  return apiPost<PushSubscriptionResponse>('/push/subscriptions', body)
}

/** DELETE /api/push/subscriptions/{id} (204). */
export function deletePushSubscription(id: string): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/push/subscriptions/${encodeURIComponent(id)}` })
}
