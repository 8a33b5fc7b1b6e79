/** A rules sync as `POST /api/admin/issuer/rules/sync` answers it. */
export type OpsRulesSync = {
  created: string[]
  updated: string[]
  deactivated: string[]
  unchanged: string[]
}

/** One line per rule, what the sync did to it, then a count ("nothing changed" on a second run). */
export function describeRulesSync(rules: OpsRulesSync): string {
  const lines = [
    ...rules.created.map((name) => `created      ${name}`),
    ...rules.updated.map((name) => `updated      ${name}`),
    ...rules.deactivated.map((name) => `deactivated  ${name}`),
    ...rules.unchanged.map((name) => `unchanged    ${name}`),
  ]
  const changed = rules.created.length + rules.updated.length + rules.deactivated.length
  lines.push(
    changed === 0
      ? 'nothing changed'
      : `${rules.created.length} created, ${rules.updated.length} updated, ${rules.deactivated.length} deactivated`,
  )
  return lines.join('\n')
}
