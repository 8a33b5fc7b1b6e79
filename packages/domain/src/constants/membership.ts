// Membership levels (DESIGN "Cards, issuer, users"): level from last month's settled top-up volume.

export type MembershipLevel = 0 | 1 | 2 | 3

export type MembershipLevelInfo = {
  level: MembershipLevel
  /** Lowest monthly volume (micro-USD, inclusive) that reaches this level. */
  minVolumeMicroUsd: bigint
  /** Share of each settled top-up credited as rebate, decimal fraction ("0.002" = 0.2%). */
  rebate: string
}

/** Ascending by threshold. */
export const MEMBERSHIP_LEVELS: readonly MembershipLevelInfo[] = [
  { level: 0, minVolumeMicroUsd: 0n, rebate: '0' },
  { level: 1, minVolumeMicroUsd: 1_000_000_000n, rebate: '0.002' },
  { level: 2, minVolumeMicroUsd: 5_000_000_000n, rebate: '0.005' },
  { level: 3, minVolumeMicroUsd: 20_000_000_000n, rebate: '0.01' },
]
