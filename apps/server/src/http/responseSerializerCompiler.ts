import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { serializerCompiler } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'

/**
 * The serializer of every JSON answer. Response schemas only validate (domain/schemas: they never transform),
 * so `z.encode` of what a handler returns is the value itself: validating it again on every answer re-checks
 * what the server produced (7-10% of the CPU of GET /api/card and /transaction under load, bench/README.md).
 * With `validate` (the test suite: testConfig, VALIDATE_RESPONSES=true) every answer is checked against its
 * schema and a mismatch is a 500; otherwise the answer is only stringified.
 */
export function responseSerializerCompiler(validate: boolean): FastifySerializerCompiler<ZodType> {
  if (validate) return serializerCompiler as FastifySerializerCompiler<ZodType>
  return () => (data) => JSON.stringify(data)
}
