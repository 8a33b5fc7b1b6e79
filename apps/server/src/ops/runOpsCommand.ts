import type { OpsRequest } from './parseOpsArgs'
import type { OpsTarget } from './resolveOpsTarget'

export type OpsResult = { ok: boolean; status: number; output: string }

/** Sends one admin request; the output is the JSON answer, "done" for a 204, or the server's error message. */
export async function runOpsCommand(
  target: OpsTarget,
  request: OpsRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<OpsResult> {
  const response = await fetchImpl(`${target.url}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  })
  const text = await response.text()
  if (response.ok)
    return { ok: true, status: response.status, output: response.status === 204 || !text ? 'done' : text }
  let message = text
  try {
    const body = JSON.parse(text) as { code?: string; message?: string }
    if (body.message) message = `${body.code ?? 'error'}: ${body.message}`
  } catch {
    // not JSON: show as is
  }
  return { ok: false, status: response.status, output: `${response.status} ${message}` }
}
