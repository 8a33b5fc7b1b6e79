import { type Hex, parseUnits } from 'viem'
import { sendToken } from '../chain/sendToken'
import type { SandboxInfo } from '../fixtures'
import { type ApiClient, signInApi } from './ApiClient'
import type { ApiCard, ApiOrder } from './types'
import { waitForCard } from './waitForCard'

export type PreparedCard = { api: ApiClient; card: ApiCard }

/**
 * Arrange, not act: an activated, settled classic card for this key, made over the API exactly as journey 1 does
 * it through the screens (invitation, order, contact info, a real USDT payment, issuance, the card image once,
 * settlement). For journeys that start from an active card.
 */
export async function prepareActiveCard({
  sandbox,
  privateKey,
  usdt = '50',
  email = 'e2e.tester@example.com',
  language,
}: {
  sandbox: SandboxInfo
  privateKey: Hex
  usdt?: string
  /** The contact address of the application (its mails go to the sandbox's SMTP catcher). */
  email?: string
  /** The language the owner is written to in (the app's, as the application form sends it); default English. */
  language?: string
}): Promise<PreparedCard> {
  const api = await signInApi({
    baseUrl: sandbox.baseUrl,
    privateKey,
    chainId: sandbox.chain.id,
    productName: sandbox.config.productName,
  })
  await api.post('/user/activate', { code: 'WELCOME' })
  const { id } = await api.post<{ id: string }>('/order', { currency: 'usdt', productId: 'classic' })
  const order = await api.get<ApiOrder>(`/order/${id}`)
  const usdtToken = sandbox.token('USDT')
  const { hash, nonce } = await sendToken({
    rpcUrl: sandbox.rpcUrl,
    chainId: sandbox.chain.id,
    privateKey,
    token: usdtToken.address,
    to: order.address,
    amount: parseUnits(usdt, usdtToken.decimals),
  })
  await api.post(`/order/${id}/pay`, { currency: 'usdt', hash, nonce })
  // The contact form is taken once the first payment is confirmed (an unpaid order's is refused).
  const paid = await waitForCard(api, id, (c) => c.status !== 'new' && c.status !== 'pending')
  if (paid.status === 'application_required') {
    await api.post(`/order/${id}/info`, {
      email,
      phone: { callingCode: '+44', phoneNumber: '7911123456' },
      displayName: 'Eve Tester',
      ...(language ? { language } : {}),
    })
  }
  await waitForCard(api, id, (c) => c.status === 'waiting_to_get')
  await api.get(`/card/${id}/img`)
  await api.post(`/card/${id}/img/confirm`)
  await api.post('/sandbox/settle')
  const card = await waitForCard(api, id, (c) => c.status === 'active' && c.pendingTopup === '0.00')
  return { api, card }
}
