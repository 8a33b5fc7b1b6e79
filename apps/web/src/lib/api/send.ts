import { walletStore } from '../wallet/walletStore'
import { ApiError } from './ApiError'
import { parseContentDisposition } from './parseContentDisposition'

const API_BASE = '/api'
export const REQUEST_TIMEOUT_MS = 300_000

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type ApiRequest = {
  method?: ApiMethod
  /** Path under /api, starting with a slash: `/card/abc`. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** A PDF or CSV answer, whole, with the filename from Content-Disposition (default statement.pdf / .csv). */
export type PdfFile = { blob: Blob; filename: string }

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    const { code, message, field } = body as { code: string; message: string; field?: unknown }
    return new ApiError({
      code,
      message,
      status: response.status,
      ...(typeof field === 'string' ? { field } : {}),
    })
  }
  return new ApiError({
    code: 'unknown',
    message: response.statusText || `HTTP ${response.status}`,
    status: response.status,
  })
}

/**
 * One HTTP exchange with the API, no retry: X-PAYER from the connected wallet, cookies included,
 * 300 s timeout. 204 resolves with undefined, PDFs with a PdfFile, anything else with its JSON.
 */
export async function send<T>(request: ApiRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers }
  const { address, status } = walletStore.getState()
  if (address && status === 'connected') headers['X-PAYER'] = address
  if (request.body !== undefined) headers['Content-Type'] = 'application/json'

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout

  let response: Response
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      credentials: 'include',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    })
  } catch (cause) {
    const timedOut = timeout.aborted && !request.signal?.aborted
    if (request.signal?.aborted) throw cause
    throw new ApiError({
      code: timedOut ? 'timeout' : 'network',
      message: timedOut ? 'The request timed out.' : 'The server could not be reached.',
      status: 0,
      cause,
    })
  }

  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T

  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('application/pdf') || type.includes('text/csv')) {
    const blob = await response.blob()
    const filename = parseContentDisposition(
      response.headers.get('Content-Disposition'),
      type.includes('text/csv') ? 'statement.csv' : 'statement.pdf',
    )
    return { blob, filename } satisfies PdfFile as T
  }
  const text = await response.text()
  return (text === '' ? undefined : JSON.parse(text)) as T
}
