import { chaincardNftAbi, createSandboxClient, devAccounts } from '@chaincard/devchain'
import type { Address, LocalAccount } from 'viem'
import type { BenchChain } from '../sandbox/startChain'
import type { ApiClient } from './apiClient'
import { sendUsdt } from './sendUsdt'
import { signInWithEthereum } from './signInWithEthereum'
import { waitForCardStatus } from './waitForCardStatus'

export type SeedOptions = {
  origin: string
  chain: BenchChain
  /** Dev account index of the seeded user (1..9; 0 deploys the contracts). */
  accountIndex: number
  cards: number
  transactions: number
  /** Extra blocks mined after each transfer so it reaches the server's required confirmations. */
  confirmationBlocks: number
}

export type SeededUser = { api: ApiClient; account: LocalAccount; cardIds: string[]; seconds: number }

/** USDT (6 decimals) sent as each card's first top-up: 150 USDT, enough for 100 purchases of 1 USD. */
const FIRST_TOPUP = 150_000_000n

/**
 * Seeds a user through the real API only: sign in (SIWE with a dev key), activate with the sandbox code,
 * receive a test NFT (the collection's owner mints it on chain: NFT holders may hold any number of cards),
 * then per card: POST /order (nft product), a real USDT transfer to the order's receiving address reported
 * with /order/{id}/pay, confirmations mined, contact info (first card), the sandbox issuer's approval, the
 * card image (-> active), POST /sandbox/settle; then `transactions` purchases spread evenly over the cards with
 * POST /sandbox/cards/{id}/authorizations (each approval is one transaction of the card), each card's purchases
 * running while the next card is ordered.
 */
export async function seedUser(options: SeedOptions): Promise<SeededUser> {
  const started = performance.now()
  const { chain, origin } = options
  const accounts = devAccounts()
  const account = accounts[options.accountIndex]
  const owner = accounts[0]
  if (!account || !owner) throw new Error(`no dev account ${options.accountIndex}`)
  const api = await signInWithEthereum(origin, account, chain.manifest.chainId)
  await api.call('POST', '/api/user/activate', { code: 'WELCOME' })

  const ownerClient = createSandboxClient({
    rpcUrl: chain.rpcUrl,
    chainId: chain.manifest.chainId,
    account: owner,
  })
  const mint = await ownerClient.writeContract({
    address: chain.manifest.nft,
    abi: chaincardNftAbi,
    functionName: 'mint',
    args: [account.address],
  })
  await ownerClient.waitForTransactionReceipt({ hash: mint, pollingInterval: 20 })

  const cardIds: string[] = []
  const purchases: Promise<void>[] = []
  const perCard = Math.ceil(options.transactions / options.cards)
  let left = options.transactions
  for (let i = 0; i < options.cards; i++) {
    const { id } = await api.call<{ id: string }>('POST', '/api/order', {
      currency: 'usdt',
      productId: 'nft',
    })
    const order = await api.call<{ address: Address }>('GET', `/api/order/${id}`)
    const transfer = await sendUsdt(chain.rpcUrl, chain.manifest, account, order.address, FIRST_TOPUP)
    await api.call('POST', `/api/order/${id}/pay`, {
      currency: 'usdt',
      hash: transfer.hash,
      nonce: transfer.nonce,
    })
    await chain.rpc('anvil_mine', [`0x${options.confirmationBlocks.toString(16)}`])
    const paid = await waitForCardStatus(api, id, [
      'application_required',
      'application_processing',
      'waiting_to_get',
    ])
    if (paid.status === 'application_required') {
      await api.call('POST', `/api/order/${id}/info`, {
        email: 'bench@chaincard.example',
        phone: { callingCode: '44', phoneNumber: '7911123456' },
        displayName: 'Bench User',
      })
    }
    await waitForCardStatus(api, id, ['waiting_to_get'])
    await api.call('GET', `/api/card/${id}/img`)
    await api.call('POST', `/api/card/${id}/img/confirm`)
    await api.call('POST', '/api/sandbox/settle')
    cardIds.push(id)
    // This card's purchases run while the next card is ordered (one at a time per card: its balance lock).
    const count = Math.min(perCard, left)
    left -= count
    const running = purchase(api, id, count)
    running.catch(() => undefined) // reported by Promise.all below, not as an unhandled rejection
    purchases.push(running)
  }
  await Promise.all(purchases)
  return { api, account, cardIds, seconds: (performance.now() - started) / 1000 }
}

/** `count` approved purchases of 1 USD on one card, one after the other. */
async function purchase(api: ApiClient, cardId: string, count: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const result = await api.call<{ status: string }>('POST', `/api/sandbox/cards/${cardId}/authorizations`, {
      amount: '1.00',
      merchantName: `Bench shop ${n % 17}`,
    })
    if (result.status !== 'approved') throw new Error(`purchase ${n} on ${cardId} was ${result.status}`)
  }
}
