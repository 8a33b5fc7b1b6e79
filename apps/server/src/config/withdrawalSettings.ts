import { parseUsd } from '@chaincard/domain'
import { baseEnvSchema } from './envSchema'
import type { Config, WithdrawalSettings } from './types'

type WithdrawalEnv = Pick<
  ReturnType<typeof baseEnvSchema.parse>,
  'WITHDRAWAL_FEE' | 'WITHDRAWAL_DAILY_LIMIT' | 'WITHDRAWALS_PER_HOUR'
>

/** The withdrawal settings of a parsed environment. */
export function withdrawalSettingsFromEnv(e: WithdrawalEnv): WithdrawalSettings {
  return {
    feeMicro: parseUsd(e.WITHDRAWAL_FEE),
    dailyLimitMicro: parseUsd(e.WITHDRAWAL_DAILY_LIMIT),
    requestsPerHour: e.WITHDRAWALS_PER_HOUR,
  }
}

const DEFAULT_WITHDRAWALS = withdrawalSettingsFromEnv(baseEnvSchema.parse({}))

/** The withdrawal settings the server works with: the configured ones, else the README's defaults. */
export function withdrawalSettingsOf(config: Pick<Config, 'withdrawals'>): WithdrawalSettings {
  return config.withdrawals ?? DEFAULT_WITHDRAWALS
}
