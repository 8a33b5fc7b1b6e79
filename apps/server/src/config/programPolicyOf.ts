import { DEFAULT_PROGRAM_POLICY, type ProgramPolicy } from '@chaincard/domain'
import type { Config } from './types'

/** The program's policy the server decides with: the configured one, else the domain's defaults. */
export function programPolicyOf(config: Pick<Config, 'programPolicy'>): ProgramPolicy {
  return config.programPolicy ?? DEFAULT_PROGRAM_POLICY
}
