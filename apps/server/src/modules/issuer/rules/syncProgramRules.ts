import { type ProgramPolicy, planAuthRulesSync, programAuthRules } from '@chaincard/domain'
import type Lithic from 'lithic'
import {
  createLithicAuthRule,
  deactivateLithicAuthRule,
  listLithicAuthRules,
  updateLithicAuthRule,
} from '../adapters/lithic/lithicAuthRules'

/** What one sync did, rule by rule (names as at the issuer). */
export type RulesSyncResult = {
  created: string[]
  updated: string[]
  deactivated: string[]
  unchanged: string[]
}

/**
 * Mirrors the program policy as the issuer's own rules (Lithic Auth Rules v2), so the network declines what the
 * policy forbids even when our responder is not reached: lists the program's rules, creates the missing ones,
 * updates those that say something else, turns off ours no longer wanted, and leaves matching ones alone (a
 * second sync changes nothing). Rules not named by us are never touched. One call at a time: a failure stops the
 * sync there (503), and the next sync picks up from what the issuer then lists.
 */
export async function syncProgramRules(client: Lithic, policy: ProgramPolicy): Promise<RulesSyncResult> {
  const plan = planAuthRulesSync(programAuthRules(policy), await listLithicAuthRules(client))
  const result: RulesSyncResult = { created: [], updated: [], deactivated: [], unchanged: plan.unchanged }
  for (const rule of plan.create) {
    await createLithicAuthRule(client, rule)
    result.created.push(rule.name)
  }
  for (const { token, rule } of plan.update) {
    await updateLithicAuthRule(client, token, rule)
    result.updated.push(rule.name)
  }
  for (const { token, name } of plan.deactivate) {
    await deactivateLithicAuthRule(client, token)
    result.deactivated.push(name)
  }
  return result
}
