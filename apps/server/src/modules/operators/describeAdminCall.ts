import type { OperatorActionInsert } from './repo/insertOperatorAction'

/** What an admin call was, as the request and its answer show it. */
export type AdminCall = {
  operator: string
  method: string
  /** The route's pattern, `/api/admin/exceptions/:id/resolve`. */
  route: string
  params: unknown
  query: unknown
  body: unknown
  status: number
  /** The answer's body as sent (a refusal's `{ code, message }`). */
  payload: unknown
  at: Date
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const nonEmpty = (value: unknown) => (isRecord(value) && Object.keys(value).length > 0 ? value : undefined)

/** The error code of a refusal's answer (`{ "code": "not_found", ... }`), null for a success. */
function errorCodeOf(status: number, payload: unknown): string | null {
  if (status < 400 || typeof payload !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(payload)
    return isRecord(parsed) && typeof parsed.code === 'string' ? parsed.code.slice(0, 64) : null
  } catch {
    return null
  }
}

/**
 * What it acted on: the path's parameters (`42`, `0xabc…/documents` joined by `/`), else the body's address (a
 * reward adjustment), else nothing.
 */
function targetOf(params: unknown, body: unknown): string | null {
  const values = isRecord(params) ? Object.values(params).map(String) : []
  if (values.length > 0) return values.join('/')
  if (isRecord(body) && typeof body.address === 'string') return body.address
  return null
}

/** The audit row of one state-changing admin call. */
export function describeAdminCall(call: AdminCall): OperatorActionInsert {
  const params = nonEmpty(call.params)
  const query = nonEmpty(call.query)
  const body = call.body === undefined || call.body === null ? undefined : call.body
  return {
    at: call.at,
    operator: call.operator,
    action: `${call.method} ${call.route}`,
    target: targetOf(call.params, call.body),
    status: call.status,
    errorCode: errorCodeOf(call.status, call.payload),
    parameters: {
      ...(params ? { params } : {}),
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    },
  }
}
