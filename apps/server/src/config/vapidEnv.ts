import { describeIssues, pushEnvSchema } from './envSchema'
import type { VapidKeys } from './types'

/**
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: all three (Web Push on) or none (off in production; the
 * sandbox generates a pair at start). Some but not all is a mistake that stops the start.
 */
export function readVapidKeys(env: Record<string, string | undefined>): {
  value?: VapidKeys
  problems: string[]
} {
  const parsed = pushEnvSchema.safeParse(env)
  if (!parsed.success) return { problems: describeIssues(parsed.error) }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = parsed.data
  const given = [publicKey, privateKey, subject].filter((value) => value !== undefined).length
  if (given === 0) return { problems: [] }
  if (!publicKey || !privateKey || !subject) {
    const missing = Object.entries({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: subject,
    })
      .filter(([, value]) => value === undefined)
      .map(
        ([name]) =>
          `${name}: missing (the VAPID_* variables are set all three or none; none turns Web Push off)`,
      )
    return { problems: missing }
  }
  return { value: { publicKey, privateKey, subject }, problems: [] }
}
