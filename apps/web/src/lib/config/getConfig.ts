import type { AppConfig } from '../../types/api'
import { send } from '../api/send'

/** GET /api/config: everything that differs per deployment (public, no session). */
export function getConfig(): Promise<AppConfig> {
  return send<AppConfig>({ path: '/config' })
}
