import type { Config } from '.'

/** Whether the membership programme is on (MEMBERSHIP_ENABLED, default true). */
export function isMembershipEnabled(config: Pick<Config, 'membershipEnabled'>): boolean {
  return config.membershipEnabled
}
