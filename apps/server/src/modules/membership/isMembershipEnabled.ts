import type { Config } from '../../config'

/**
 * Whether the membership programme is on. The config module does not carry MEMBERSHIP_ENABLED yet: until it
 * adds `membershipEnabled: boolean` (parsed once with the rest of the env), the programme is on.
 */
export function isMembershipEnabled(config: Config & { membershipEnabled?: boolean }): boolean {
  return config.membershipEnabled ?? true
}
