import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToString,
  http,
  isAddressEqual,
  numberToHex,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type RpcAnswer, type RpcErrorBody, rpcRequest } from './rpcRequest'
import { WalletPromptTimeoutError } from './WalletPromptTimeoutError'
import { promptOf, RPC_ERRORS, type WalletPrompt } from './walletRequestKinds'

/** A network the wallet knows: its id and the RPC it reads from and sends to (anvil, whatever the id). */
export type WalletChain = { id: number; name: string; rpcUrl: string }

export type TestWalletParameters = {
  privateKey: Hex
  /** Networks the wallet knows; the first is the one it starts on unless `chainId` says otherwise. */
  chains: readonly [WalletChain, ...WalletChain[]]
  chainId?: number
}

/** Something the page asked for, as the wallet saw it (for assertions). */
export type WalletRequestRecord = {
  method: string
  params: unknown
  prompt: WalletPrompt | undefined
  outcome: 'pending' | 'approved' | 'rejected' | 'answered'
  /** personal_sign only: the message text the user was shown. */
  message?: string
}

type PendingPrompt = {
  prompt: WalletPrompt
  record: WalletRequestRecord
  settle: (answer: RpcAnswer) => void
  method: string
  params: unknown
}

type TransactionRequest = { from?: Address; to?: Address; data?: Hex; value?: Hex; gas?: Hex }

/**
 * A browser wallet for tests (EIP-1193), run in Node and bridged into the page by `injectWallet`. It holds one
 * private key, knows some networks, answers reads from the network's RPC, and holds every request a person would
 * have to confirm (connect, sign, send, switch network) until the test approves or rejects it.
 */
export class TestWallet {
  readonly account: PrivateKeyAccount
  /** The key, for arranging state over the API as the same user (a second device); never logged. */
  readonly privateKey: Hex
  readonly chains: readonly WalletChain[]
  readonly history: WalletRequestRecord[] = []
  #chainId: number
  #connected = false
  #pending: PendingPrompt[] = []
  #waiters = new Set<() => void>()
  #autoApprove = new Set<WalletPrompt>()
  #emit: (event: string, payload: unknown) => Promise<void> = async () => undefined

  constructor({ privateKey, chains, chainId }: TestWalletParameters) {
    this.account = privateKeyToAccount(privateKey)
    this.privateKey = privateKey
    this.chains = chains
    this.#chainId = chainId ?? chains[0].id
  }

  get address(): Address {
    return this.account.address
  }

  get chainId(): number {
    return this.#chainId
  }

  get isConnected(): boolean {
    return this.#connected
  }

  /** `injectWallet` wires the events (accountsChanged, chainChanged) to the page. */
  attach(emit: (event: string, payload: unknown) => Promise<void>): void {
    this.#emit = emit
  }

  /** Approve every future request of this kind without asking (e.g. the ERC-20 approval before a swap). */
  setAutoApprove(prompt: WalletPrompt, on = true): void {
    if (on) this.#autoApprove.add(prompt)
    else this.#autoApprove.delete(prompt)
  }

  pendingCount(prompt?: WalletPrompt): number {
    return this.#pending.filter((p) => prompt === undefined || p.prompt === prompt).length
  }

  /** Waits until the page asks for `prompt`, approves it, and returns what the wallet answered (a hash...). */
  async approve(prompt: WalletPrompt, { timeoutMs = 20_000 } = {}): Promise<unknown> {
    const pending = await this.#next(prompt, timeoutMs)
    const answer = await this.#execute(pending.method, pending.params)
    pending.record.outcome = 'approved'
    pending.settle(answer)
    if ('error' in answer) throw new Error(`The wallet failed to ${prompt}: ${answer.error.message}`)
    return answer.result
  }

  /** Waits until the page asks for `prompt` and refuses it as a person would (4001 user rejected). */
  async reject(prompt: WalletPrompt, { timeoutMs = 20_000 } = {}): Promise<void> {
    const pending = await this.#next(prompt, timeoutMs)
    pending.record.outcome = 'rejected'
    pending.settle({ error: { ...RPC_ERRORS.userRejected } })
  }

  /**
   * Waits until the page asks for `prompt` and answers it with `error`, as a wallet that cannot do it would (e.g.
   * 4200: a wallet that does not support switching networks, so the page stays on the network the wallet is on).
   */
  async fail(prompt: WalletPrompt, error: RpcErrorBody, { timeoutMs = 20_000 } = {}): Promise<void> {
    const pending = await this.#next(prompt, timeoutMs)
    pending.record.outcome = 'rejected'
    pending.settle({ error: { ...error } })
  }

  /** The person changes the network inside the wallet (not asked by the page). */
  async switchChainFromWallet(chainId: number): Promise<void> {
    if (!this.chains.some((c) => c.id === chainId))
      throw new Error(`The wallet does not know chain ${chainId}.`)
    this.#chainId = chainId
    await this.#emit('chainChanged', numberToHex(chainId))
  }

  /** Every message the user signed or was asked to sign, in order. */
  signRequests(): string[] {
    return this.history.flatMap((r) => (r.message === undefined ? [] : [r.message]))
  }

  /** Entry point for the page: every EIP-1193 `request` lands here and is answered as data. */
  async handle(method: string, params: unknown): Promise<RpcAnswer> {
    const prompt = promptOf(method)
    const record: WalletRequestRecord = { method, params, prompt, outcome: 'pending' }
    if (method === 'personal_sign') record.message = decodeMessage((params as unknown[])[0])
    this.history.push(record)

    if (prompt === undefined) {
      record.outcome = 'answered'
      return this.#answer(method, params)
    }
    const refusal = this.#precheck(prompt, params)
    if (refusal) {
      record.outcome = 'answered'
      return { error: refusal }
    }
    if (this.#autoApprove.has(prompt)) {
      record.outcome = 'approved'
      return this.#execute(method, params)
    }
    return new Promise<RpcAnswer>((settle) => {
      this.#pending.push({ prompt, record, settle, method, params })
      for (const wake of this.#waiters) wake()
    })
  }

  #precheck(prompt: WalletPrompt, params: unknown): RpcErrorBody | undefined {
    if (prompt === 'switchChain') {
      const target = Number((params as [{ chainId: string }])[0]?.chainId)
      if (!this.chains.some((c) => c.id === target)) return { ...RPC_ERRORS.unrecognizedChain }
    }
    if ((prompt === 'sign' || prompt === 'transaction') && !this.#connected)
      return { ...RPC_ERRORS.unauthorized }
    return undefined
  }

  async #next(prompt: WalletPrompt, timeoutMs: number): Promise<PendingPrompt> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.#pending.findIndex((p) => p.prompt === prompt)
      const found = index === -1 ? undefined : this.#pending.splice(index, 1)[0]
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new WalletPromptTimeoutError({ prompt, timeoutMs })
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.#waiters.delete(wake)
          resolve()
        }
        const timer = setTimeout(wake, left)
        this.#waiters.add(wake)
      })
    }
  }

  #chain(): WalletChain {
    const chain = this.chains.find((c) => c.id === this.#chainId)
    if (!chain) throw new Error(`The wallet is on unknown chain ${this.#chainId}.`)
    return chain
  }

  async #answer(method: string, params: unknown): Promise<RpcAnswer> {
    switch (method) {
      case 'eth_chainId':
        return { result: numberToHex(this.#chainId) }
      case 'net_version':
        return { result: String(this.#chainId) }
      case 'eth_accounts':
        return { result: this.#connected ? [this.address] : [] }
      case 'wallet_getPermissions':
        return { result: this.#connected ? [this.#permission()] : [] }
      case 'wallet_revokePermissions':
        this.#connected = false
        return { result: null }
      case 'eth_sign':
      case 'wallet_addEthereumChain':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v1':
      case 'eth_signTypedData_v3':
        return { error: { ...RPC_ERRORS.unsupportedMethod } }
      default:
        return rpcRequest(this.#chain().rpcUrl, method, params)
    }
  }

  #permission() {
    return {
      parentCapability: 'eth_accounts',
      invoker: 'e2e',
      date: Date.now(),
      caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }],
    }
  }

  async #execute(method: string, params: unknown): Promise<RpcAnswer> {
    try {
      switch (method) {
        case 'wallet_requestPermissions':
          this.#connected = true
          await this.#emit('accountsChanged', [this.address])
          return { result: [this.#permission()] }
        case 'eth_requestAccounts':
          this.#connected = true
          await this.#emit('accountsChanged', [this.address])
          return { result: [this.address] }
        case 'personal_sign': {
          const [data, from] = params as [Hex, Address]
          if (!isAddressEqual(from, this.address)) return { error: { ...RPC_ERRORS.unauthorized } }
          return { result: await this.account.signMessage({ message: { raw: data } }) }
        }
        case 'eth_signTypedData_v4': {
          const [from, json] = params as [Address, string]
          if (!isAddressEqual(from, this.address)) return { error: { ...RPC_ERRORS.unauthorized } }
          return { result: await this.account.signTypedData(JSON.parse(json)) }
        }
        case 'eth_sendTransaction':
          return { result: await this.#send((params as [TransactionRequest])[0]) }
        case 'wallet_switchEthereumChain': {
          const target = Number((params as [{ chainId: string }])[0].chainId)
          this.#chainId = target
          await this.#emit('chainChanged', numberToHex(target))
          return { result: null }
        }
        default:
          return { error: { ...RPC_ERRORS.unsupportedMethod } }
      }
    } catch (cause) {
      const message = cause instanceof Error ? cause.message.split('\n')[0] : String(cause)
      return { error: { code: -32603, message: message ?? 'wallet error' } }
    }
  }

  async #send(tx: TransactionRequest): Promise<Hex> {
    if (tx.from && !isAddressEqual(tx.from, this.address)) throw new Error('from is not this wallet')
    const chain = this.#chain()
    const client = createWalletClient({
      account: this.account,
      chain: defineChain({
        id: chain.id,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    return client.sendTransaction({
      ...(tx.to ? { to: tx.to } : {}),
      ...(tx.data ? { data: tx.data } : {}),
      ...(tx.value ? { value: hexToBigInt(tx.value) } : {}),
      ...(tx.gas ? { gas: hexToBigInt(tx.gas) } : {}),
    })
  }
}

function decodeMessage(data: unknown): string {
  if (typeof data !== 'string') return ''
  if (!data.startsWith('0x')) return data
  try {
    return hexToString(data as Hex)
  } catch {
    return data
  }
}
