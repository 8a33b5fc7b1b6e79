import { NATIVE_TOKEN_ADDRESS } from '@chaincard/domain'
import { createWalletClient, custom } from 'viem'
import { vi } from 'vitest'
import { connectFakeWallet, testAccount } from '../../../../test/wallet'
import type { AnvilSandbox } from '../../../lib/chain/test/anvilSandbox'
import { toViemChain } from '../../../lib/chain/toViemChain'
import type { PaymentWalletClient } from '../../../lib/chain/types'
import { setWalletClientSource } from '../../../lib/chain/walletClientSource'
import type { AppConfig, Token } from '../../../types/api'

const realFetch = globalThis.fetch

type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown }
type ApiReply = { status?: number; body?: unknown }
export type ApiRoutes = Record<string, ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)>

/** The app config of a sandbox deployment: ETH, USDT (order currency), UNI, LINK. */
export function sandboxConfig(sandbox: AnvilSandbox): AppConfig {
  const token = (symbol: 'USDT' | 'UNI' | 'LINK'): Token => ({
    ...sandbox.token(symbol),
    name: symbol,
    chainId: sandbox.chain.id,
    logoURI: '',
  })
  const eth: Token = {
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    address: NATIVE_TOKEN_ADDRESS,
    isNative: true,
    chainId: sandbox.chain.id,
    logoURI: '',
  }
  return {
    productName: 'Chaincard',
    supportEmail: 'support@chaincard.test',
    sandbox: true,
    createOrderDisabled: false,
    chains: [{ ...sandbox.chain, tokens: [eth, token('USDT'), token('UNI'), token('LINK')] }],
    otpOnlyProductIds: [],
    legal: { terms: { kind: 'page' }, privacy: { kind: 'page' }, legalNotice: { kind: 'page' } },
  }
}

/**
 * `fetch` split at the system edges: JSON-RPC to the sandbox anvil goes to the real node; `/api` calls are
 * answered from `routes` (`METHOD /path`, a `*` suffix matches a prefix); unknown routes 404. Every API
 * call is recorded.
 */
export function installTopupFetch(sandbox: AnvilSandbox, routes: ApiRoutes) {
  const calls: ApiCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(sandbox.anvil.rpcUrl)) return realFetch(input, init)
    const parsed = new URL(url, 'http://localhost')
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: parsed.pathname.replace(/^\/api/, ''),
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const key = `${call.method} ${call.path}`
    const route =
      routes[key] ??
      Object.entries(routes).find(
        ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
      )?.[1]
    const reply: ApiReply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: { code: 'not_found', message: 'not found' } }
    const status = reply.status ?? 200
    return new Response(status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    count: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).length,
    find: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  }
}

export type WalletBehaviour = {
  /** The user clicks Reject on every transaction. */
  reject?: boolean
  /** Rewrites what the wallet sends (e.g. a transaction that will revert). */
  rewrite?: (tx: Record<string, unknown>) => Record<string, unknown>
  /** The wallet answers eth_sendTransaction with this JSON-RPC error, as a node does (e.g. no gas money). */
  sendError?: { code: number; message: string }
}

/**
 * The connected test wallet (anvil dev account 0, unlocked on the node) at its EIP-1193 boundary: requests
 * go to anvil, except what `behaviour` changes. Registers it as the app's wallet client source.
 */
export function connectSandboxWallet(sandbox: AnvilSandbox, behaviour: WalletBehaviour = {}) {
  const bridge = connectFakeWallet({ chainId: sandbox.chain.id })
  const sent: Record<string, unknown>[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [testAccount.address]
      if (method === 'eth_chainId') return `0x${sandbox.chain.id.toString(16)}`
      if (method === 'eth_sendTransaction') {
        if (behaviour.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        if (behaviour.sendError)
          throw Object.assign(new Error(behaviour.sendError.message), behaviour.sendError)
        const tx = (params?.[0] ?? {}) as Record<string, unknown>
        const final = behaviour.rewrite ? behaviour.rewrite(tx) : tx
        sent.push(final)
        return sandbox.reader.request({ method, params: [final] } as never)
      }
      return sandbox.reader.request({ method, params } as never)
    },
  }
  const wallet = createWalletClient({
    account: testAccount.address,
    chain: toViemChain(sandbox.chain),
    transport: custom(provider),
  }) as unknown as PaymentWalletClient
  setWalletClientSource(async () => wallet)
  return { bridge, sent, wallet }
}
