import type { FastifySchemaValidationError } from 'fastify'

/** "body.currency: Invalid input: expected string, received undefined; body: Unrecognized key: \"x\"" */
export function describeValidation(
  context: string | undefined,
  issues: readonly FastifySchemaValidationError[],
): string {
  const where = context ?? 'request'
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.')
      return `${path ? `${where}.${path}` : where}: ${issue.message ?? issue.keyword}`
    })
    .join('; ')
}
