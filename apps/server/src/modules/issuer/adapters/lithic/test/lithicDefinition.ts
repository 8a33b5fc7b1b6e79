import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sample } from '@stoplight/json-schema-sampler'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'
import { serverRoot } from '../../../../../serverRoot'

/** The vendored Lithic OpenAPI definition (test/vendor/lithic-openapi, unchanged from Lithic). */
export const lithicDefinitionFile = join(serverRoot, 'test/vendor/lithic-openapi/lithic-openapi.yml')

type Definition = {
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>
}

let loaded: { spec: Definition; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | null = null

function definition() {
  if (loaded) return loaded
  const spec = parse(readFileSync(lithicDefinitionFile, 'utf8')) as Definition
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false })
  const addFormats =
    (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule
  ;(addFormats as unknown as (a: Ajv2020) => void)(ajv)
  ajv.addSchema(spec as object, 'lithic.json')
  loaded = { spec, ajv, validators: new Map() }
  return loaded
}

function pointer(path: string[]): string {
  return `lithic.json#/${path.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`
}

function validator(path: string[]): ValidateFunction {
  const { ajv, validators } = definition()
  const key = pointer(path)
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile({ $ref: key })
    validators.set(key, validate)
  }
  return validate
}

const webhookSchemaPath = (eventType: string) => [
  'webhooks',
  eventType,
  'post',
  'requestBody',
  'content',
  'application/json',
  'schema',
]

const samples = new Map<string, Record<string, unknown>>()

/**
 * A sample of the webhook's request body built from the definition's schema (and its examples): built once
 * per event type, a fresh copy each call.
 */
export function sampleWebhookPayload(eventType: string): Record<string, unknown> {
  let built = samples.get(eventType)
  if (!built) {
    const { spec } = definition()
    const schema = spec.webhooks[eventType]?.post.requestBody.content['application/json']?.schema
    if (!schema) throw new Error(`no webhook ${eventType} in the Lithic definition`)
    built = sample(schema, { skipReadOnly: false, maxSampleDepth: 15 }, spec) as Record<string, unknown>
    samples.set(eventType, built)
  }
  return structuredClone(built)
}

/** Throws unless `payload` is a valid request body of the webhook, per the definition. */
export function assertWebhookPayload(eventType: string, payload: unknown): void {
  const validate = validator(webhookSchemaPath(eventType))
  if (!validate(payload)) {
    throw new Error(
      `${eventType} payload breaks the Lithic definition: ${JSON.stringify(validate.errors?.slice(0, 5))}`,
    )
  }
}

/** True when `body` is a valid `asa-response` (the ASA responder's answer), per the definition. */
export function isAsaResponse(body: unknown): boolean {
  return validator(['components', 'schemas', 'asa-response'])(body) === true
}

/** True when `body` is a valid 3DS decisioning answer (`three-ds-decisioning`), per the definition. */
export function isThreeDsDecisioningResponse(body: unknown): boolean {
  return validator(['components', 'schemas', 'three-ds-decisioning'])(body) === true
}

/** True when `body` is a valid tokenization decisioning answer (`tokenization-decisioning-response`). */
export function isTokenizationDecisioningResponse(body: unknown): boolean {
  return validator(['components', 'schemas', 'tokenization-decisioning-response'])(body) === true
}
