import Lithic from 'lithic'
import type { LithicSettings } from '../../../../config'

/** How long one call to Lithic may take before it fails (the SDK retries twice on network errors and 5xx). */
const LITHIC_TIMEOUT_MS = 10_000

/** The official SDK's client for these settings: an explicit base URL (contract tests: Prism) or an environment. */
export function createLithicClient(settings: LithicSettings): Lithic {
  return new Lithic({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : { environment: settings.environment }),
    webhookSecret: null,
    timeout: LITHIC_TIMEOUT_MS,
    maxRetries: 2,
    logLevel: 'off',
  })
}
