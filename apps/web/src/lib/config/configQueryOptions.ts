import { queryOptions } from '@tanstack/react-query'
import { getConfig } from './getConfig'

export const configQueryKey = ['config'] as const

export function configQueryOptions() {
  return queryOptions({ queryKey: configQueryKey, queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY })
}
