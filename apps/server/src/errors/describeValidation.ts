import type { FieldIssue } from '@chaincard/domain'
import type { FastifySchemaValidationError } from 'fastify'

function pathOf(context: string | undefined, issue: FastifySchemaValidationError): string {
  const where = context ?? 'request'
  const path = issue.instancePath.split('/').filter(Boolean).join('.')
  return path ? `${where}.${path}` : where
}

/** "body.currency: Invalid input: expected string, received undefined; body: Unrecognized key: \"x\"" */
export function describeValidation(
  context: string | undefined,
  issues: readonly FastifySchemaValidationError[],
): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${pathOf(context, issue)}: ${issue.message ?? issue.keyword}`)
    .join('; ')
}

/** The same issues as the typed details a program reads: where, and the rule (zod's issue code). */
export function refusedFields(
  context: string | undefined,
  issues: readonly FastifySchemaValidationError[],
): FieldIssue[] {
  return issues.slice(0, 5).map((issue) => ({
    path: pathOf(context, issue).slice(0, 200),
    rule: String(issue.keyword || 'invalid').slice(0, 100),
  }))
}
