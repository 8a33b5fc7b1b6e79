import { type Address, type Hex, parseUnits } from 'viem'
import { sendToken } from '../chain/sendToken'
import type { SandboxInfo } from '../fixtures'
import { fundNewAccount } from '../wallet/fundNewAccount'
import { type ApiClient, signInApi } from './ApiClient'
import type { ApiCard, ApiOrder, CardList } from './types'
import { waitForCard } from './waitForCard'

/** Pays `usdt` to an order from `privateKey` and reports it, as the top-up screen does. */
async function payOrder(sandbox: SandboxInfo, api: ApiClient, privateKey: Hex, id: string, usdt: string) {
  const order = await api.get<ApiOrder>(`/order/${id}`)
  const token = sandbox.token('USDT')
  const { hash, nonce } = await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey,
    token: token.address,
    to: order.address,
    amount: parseUnits(usdt, token.decimals),
  })
  await api.post(`/order/${id}/pay`, { currency: 'usdt', hash, nonce })
}

/**
 * Arrange, not act: a second active card for a user who has one, earned the way the product gives one (DESIGN
 * "Invitations"): a friend joins with the user's invitation code and pays a first top-up, which gives the user one
 * more free card; that card is then paid (20 USDT, the contact details are already known), issued and settled.
 */
export async function earnSecondCard({
  sandbox,
  api,
  privateKey,
  funder,
}: {
  sandbox: SandboxInfo
  api: ApiClient
  privateKey: Hex
  /** The anvil dev account that funds the friend (the worker's funder). */
  funder: Address
}): Promise<ApiCard> {
  const { code } = await api.get<{ code: string }>('/user/invitation')
  const friend = await fundNewAccount({
    rpcUrl: sandbox.rpcUrl,
    funder,
    tokens: [sandbox.token('USDT')],
    amounts: { USDT: '20' },
  })
  const friendApi = await signInApi({
    baseUrl: sandbox.baseUrl,
    privateKey: friend.privateKey,
    chainId: sandbox.chain.id,
    productName: sandbox.config.productName,
  })
  await friendApi.post('/user/activate', { code })
  const { id: friendsOrder } = await friendApi.post<{ id: string }>('/order', {
    currency: 'usdt',
    productId: 'classic',
  })
  await payOrder(sandbox, friendApi, friend.privateKey, friendsOrder, '20')

  const deadline = Date.now() + 30_000
  while ((await api.get<CardList>('/card')).leftCount < 1) {
    if (Date.now() > deadline) throw new Error("The friend's first payment earned no free card in 30 s.")
    await new Promise((r) => setTimeout(r, 500))
  }
  const { id } = await api.post<{ id: string }>('/order', { currency: 'usdt', productId: 'classic' })
  await payOrder(sandbox, api, privateKey, id, '20')
  await waitForCard(api, id, (c) => c.status === 'waiting_to_get')
  await api.get(`/card/${id}/img`)
  await api.post(`/card/${id}/img/confirm`)
  await api.post('/sandbox/settle')
  return waitForCard(api, id, (c) => c.status === 'active' && c.pendingTopup === '0.00')
}
