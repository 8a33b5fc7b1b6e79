import type { DesiredAuthRule, ExistingAuthRule } from '@chaincard/domain'
import type Lithic from 'lithic'
import { callLithic } from './callLithic'

// The program's rules at Lithic (Auth Rules v2), through the official SDK: listed, created, changed, turned off.
// A rule's parameters are ours (built by the domain's `programAuthRules`, checked by the definition in the
// contract test); the SDK's union of every rule type's parameters is named once here.
type RuleParameters = NonNullable<Parameters<Lithic['authRules']['v2']['draft']>[1]['parameters']>
const asParameters = (parameters: Record<string, unknown>) => parameters as unknown as RuleParameters

/** Pages read at most: a program keeps a handful of rules; a cursor that never ends must not hang a sync. */
const MAX_PAGES = 50

/**
 * Every program-level rule at Lithic, page after page, as the sync compares them. A page that brings no rule
 * not seen yet ends the listing (a cursor that does not move would otherwise be followed forever).
 */
export async function listLithicAuthRules(client: Lithic): Promise<ExistingAuthRule[]> {
  return callLithic('auth rules list', async () => {
    const rules = new Map<string, ExistingAuthRule>()
    let page = await client.authRules.v2.list({ scope: 'PROGRAM' })
    for (let pages = 1; ; pages++) {
      let fresh = 0
      for (const rule of page.data) {
        if (rules.has(rule.token)) continue
        fresh++
        rules.set(rule.token, {
          token: rule.token,
          name: rule.name,
          state: rule.state,
          parameters: (rule.current_version?.parameters as Record<string, unknown> | undefined) ?? null,
        })
      }
      if (fresh === 0 || pages >= MAX_PAGES || !page.hasNextPage()) break
      page = await page.getNextPage()
    }
    return [...rules.values()]
  })
}

/** Creates the rule for the whole program and makes it enforced (Lithic creates a rule as a draft). */
export async function createLithicAuthRule(client: Lithic, rule: DesiredAuthRule): Promise<string> {
  const created = await callLithic('auth rules create', () =>
    client.authRules.v2.create({
      program_level: true,
      type: rule.type,
      name: rule.name,
      event_stream: rule.eventStream,
      parameters: asParameters(rule.parameters),
    }),
  )
  await callLithic('auth rules promote', () => client.authRules.v2.promote(created.token))
  return created.token
}

/** Gives an existing rule the parameters wanted now: a new draft version, promoted to the enforced one. */
export async function updateLithicAuthRule(
  client: Lithic,
  token: string,
  rule: DesiredAuthRule,
): Promise<void> {
  await callLithic('auth rules draft', () =>
    client.authRules.v2.draft(token, { parameters: asParameters(rule.parameters) }),
  )
  await callLithic('auth rules promote', () => client.authRules.v2.promote(token))
}

/** Turns a rule off (kept, with its history; a later sync that wants it again promotes a new version). */
export async function deactivateLithicAuthRule(client: Lithic, token: string): Promise<void> {
  await callLithic('auth rules deactivate', () => client.authRules.v2.update(token, { state: 'INACTIVE' }))
}
