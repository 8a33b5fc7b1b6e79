/** A JSON-RPC error as the wallet hands it to the page (EIP-1193 `ProviderRpcError` fields). */
export type RpcErrorBody = { code: number; message: string; data?: unknown }

export type RpcAnswer = { result: unknown } | { error: RpcErrorBody }

/** One JSON-RPC call to a node (anvil), answered as data, never thrown: the wallet relays it to the page. */
export async function rpcRequest(rpcUrl: string, method: string, params: unknown): Promise<RpcAnswer> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: RpcErrorBody }
    if (body.error) return { error: body.error }
    return { result: body.result ?? null }
  } catch (cause) {
    return { error: { code: -32603, message: `RPC node unreachable: ${String(cause)}` } }
  }
}

class RpcCallError extends Error {
  override name = 'RpcCallError' as const
  shortMessage: string
  constructor({ method, error }: { method: string; error: RpcErrorBody }) {
    const shortMessage = `${method} failed: ${error.message} (${error.code})`
    super(shortMessage)
    this.shortMessage = shortMessage
  }
}

/** The same call for test code that wants the result or an exception. */
export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const answer = await rpcRequest(rpcUrl, method, params)
  if ('error' in answer) throw new RpcCallError({ method, error: answer.error })
  return answer.result as T
}
