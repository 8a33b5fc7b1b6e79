import { useSuspenseQuery } from '@tanstack/react-query'
import type { AppConfig } from '../../types/api'
import { configQueryOptions } from './configQueryOptions'

/** The runtime config; suspends until GET /api/config answered (the shell loads it first). */
export function useAppConfig(): AppConfig {
  return useSuspenseQuery(configQueryOptions()).data
}
