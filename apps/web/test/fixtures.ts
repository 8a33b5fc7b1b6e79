import type { AppConfig, Card, CardList } from '../src/types/api'

export const SANDBOX_CONFIG: AppConfig = {
  productName: 'Chaincard',
  supportEmail: 'support@chaincard.test',
  sandbox: true,
  createOrderDisabled: false,
  chains: [
    {
      id: 31337,
      name: 'Sandbox',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: 'http://127.0.0.1:8545',
      testnet: true,
      orderCurrency: 'usdt',
      requiredConfirmations: 2,
      tokens: [],
    },
  ],
  otpOnlyProductIds: [],
  // The sandbox's sample pages are pages of the app; production links the operator's URLs.
  legal: { terms: { kind: 'page' }, privacy: { kind: 'page' }, legalNotice: { kind: 'page' } },
}

export const PRODUCTION_CONFIG: AppConfig = { ...SANDBOX_CONFIG, sandbox: false }

export function card(id: string, overrides: Partial<Card> = {}): Card {
  return {
    id,
    cardId: null,
    number: '**** **** **** 1234',
    program: 'classic',
    productId: 'classic-usd',
    status: 'active',
    expired: false,
    expiresAt: null,
    balance: '0.00',
    balanceUpper: '3000.00',
    original: { balanceUpper: '3000.00' },
    pendingTopup: '0.00',
    hash: null,
    currency: 'USD',
    name: 'J*** D**',
    topupDisabled: false,
    supported: [],
    ...overrides,
  }
}

export function cardList(ids: string[]): CardList {
  return { cards: ids.map((id) => card(id)), orders: [], leftCount: 1, cardProducts: [] }
}
