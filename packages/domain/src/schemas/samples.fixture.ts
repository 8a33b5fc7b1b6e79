// Valid samples of the API shapes, with the values of SPEC and API.md (fee rate "0.0018", original "0.003",
// lower 1.51 USDT = "1510000", upper 3000). Test-only: not exported by the barrel.
import type { z } from 'zod'
import type { ApiSchemaName, ApiSchemas } from './apiSchemas'

type Samples = { [Name in ApiSchemaName]?: z.input<ApiSchemas[Name]> }

export const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
export const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const PAYER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEPOSIT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
export const HASH = `0x${'ab'.repeat(32)}` as const
const CARD_ID = '0b6c3f0e-6a8e-4c47-9a55-3f3f4a1d2b10'
const AT = '2026-11-21T10:00:00.000Z'

const card: z.input<ApiSchemas['Card']> = {
  id: CARD_ID,
  cardId: 'iss_4a7c91',
  number: '**** **** **** 1234',
  program: 'classic',
  productId: 'classic',
  status: 'active',
  expired: false,
  expiresAt: '2027-11-21T10:00:00.000Z',
  balance: '12.30',
  balanceUpper: '3000.00',
  original: { balanceUpper: '3000.00' },
  pendingTopup: '0.00',
  hash: HASH,
  currency: 'USD',
  name: 'J*** D**',
  topupDisabled: false,
  supported: ['lock', 'full-transaction'],
}

const order: z.input<ApiSchemas['Order']> = {
  ...card,
  cardId: null,
  number: '**** **** **** ****',
  status: 'new',
  expiresAt: null,
  balance: '0.00',
  hash: null,
  name: '',
  supported: [],
  availableCurrencies: ['usdt'],
  orderCurrency: 'usdt',
  orderAmount: '1510000',
  address: DEPOSIT,
  amount: '0',
  topup: { lower: '1510000', upper: '3000000000', feeRate: '0.0018', original: { feeRate: '0.003' } },
  paymentFailure: null,
}

const heldToken = { address: USDT as `0x${string}`, symbol: 'USDT', decimals: 6, isNative: false }

const depositException: z.input<ApiSchemas['DepositException']> = {
  id: '17',
  reason: 'card_inactive',
  detail: 'card_suspended',
  chainId: 1,
  txHash: HASH,
  logIndex: 3,
  token: heldToken,
  amount: '25000000',
  amountUsd: '25.00',
  cardId: CARD_ID,
  reporter: null,
  issuerEvent: null,
  attempts: 1,
  status: 'open',
  note: null,
  refundTxHash: null,
  createdAt: AT,
  resolvedAt: null,
}

const cardProduct: z.input<ApiSchemas['CardProduct']> = {
  id: 'classic',
  name: 'Classic',
  program: 'classic',
  feature: ['Card limit up to USD 3,000'],
  scenario: ['Online shopping'],
  note: ['Usable after the first top-up'],
}

const token: z.input<ApiSchemas['Token']> = {
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  address: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
  isNative: false,
  chainId: 11155111,
  logoURI: '',
  max: '44065032241459550',
}

/** One valid sample per response schema named in `apiRoutes`. */
export const responseSamples = {
  HealthResponse: {
    status: 'ok',
    db: 'ok',
    chains: { '31337': 'ok', '1': 'down' },
    watchers: {
      '31337': { lagBlocks: 0, lastPassAt: AT, failures: 0, lastError: null },
      '1': { lagBlocks: null, lastPassAt: null, failures: 3, lastError: 'HTTP 429 too many requests' },
    },
    issuer: { name: 'lithic', state: 'ok' },
  },
  ConfigResponse: {
    productName: 'Chaincard',
    supportEmail: 'support@chaincard.example',
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
        swapRouter: ROUTER,
        tokens: [
          token,
          {
            symbol: 'ETH',
            name: 'Ether',
            decimals: 18,
            address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
            isNative: true,
            chainId: 31337,
            logoURI: '/tokens/eth.svg',
          },
        ],
      },
    ],
    otpOnlyProductIds: ['classic-otp', 'business-otp', 'nft-otp'],
    legal: {
      terms: { kind: 'page' },
      privacy: { kind: 'url', url: 'https://cards.example.com/privacy' },
      legalNotice: { kind: 'page' },
    },
  },
  LegalPageResponse: { page: 'terms', lang: 'de', markdown: '# Nutzungsbedingungen\n\nText.' },
  NonceResponse: { nonce: 'k3J9aQ2mX7pL0vB8' },
  AuthResponse: { address: PAYER, expiresAt: AT },
  ActiveStateResponse: { active: true },
  UserStateResponse: { state: '' },
  InvitationCheckResponse: { valid: true },
  UserInvitationResponse: {
    code: 'K7M2Q9WX4R',
    availableCount: -1,
    rewardBalance: '25.00',
    redemptionEnable: true,
  },
  MembershipResponse: {
    enable: true,
    level: 1,
    rebate: '0.002',
    nextInfo: { level: 2, requiredValue: '5000.00', percent: 37.5 },
  },
  SessionListResponse: {
    sessions: [
      {
        id: '5f0c8a2e-1b7d-4c3a-9e6f-2d4b8a1c7e90',
        createdAt: AT,
        lastSeenAt: '2026-11-21T10:05:00.000Z',
        userAgent: 'Chrome on macOS',
        current: true,
      },
      { id: '9a3e6c1d-4f2b-4e8a-b7c5-0d1f2e3a4b5c', createdAt: '2026-11-20T08:00:00.000Z', current: false },
    ],
  },
  CardListResponse: { cards: [card], orders: [order], leftCount: 1, cardProducts: [cardProduct] },
  Card: card,
  CardImageResponse: {
    img: 'data:image/svg+xml;base64,PHN2Zy8+',
    number: '4000123412341234',
    expiry: '11/27',
    cvv: '123',
  },
  DisplayNameResponse: { displayName: 'John Doe' },
  TopupInfoResponse: {
    topupCurrency: 'usdt',
    address: DEPOSIT,
    currency: 'usdt',
    chainId: 1,
    feeRate: '0.0018',
    original: { feeRate: '0.003' },
    lower: '1510000',
    upper: '2987700000',
  },
  TransactionListResponse: {
    items: [
      {
        at: AT,
        id: 'txn_8f3a2b91c4',
        original: { amount: '1500', currency: 'JPY' },
        settlement: { amount: '10.05', currency: 'USD' },
        description: 'ACME STORE TOKYO',
        type: 'consumption',
        state: 'settled',
        direction: 'debit',
        amount: '-10.05',
        balanceChange: '-10.05',
        balanceAfter: '39.95',
      },
      {
        at: AT,
        id: 'topup_3c9e',
        original: { amount: '50.00', currency: 'USD' },
        settlement: { amount: '50.00', currency: 'USD' },
        description: 'Top-up',
        type: 'topup',
        state: 'settled',
        direction: 'credit',
        amount: '50.00',
        balanceChange: '50.00',
        balanceAfter: '50.00',
      },
    ],
    total: 2,
  },
  PendingTransactionListResponse: {
    items: [
      {
        at: AT,
        id: 'auth_77c1',
        original: { amount: '9.99', currency: 'USD' },
        description: 'Streaming',
        type: 'authorization_approval',
      },
    ],
    total: 21,
  },
  ThreeDsResponse: { otp: '042917', merchantName: 'ACME', currency: 'USD', amount: '19.99' },
  CardChallengeResponse: {
    id: 'c0a80121-7ac0-4e1c-9c2d-3e4f5a6b7c8d',
    merchantName: 'ACME',
    amount: '42.00',
    currency: 'USD',
    expiresAt: AT,
  },
  CardViewResponse: {
    kind: 'embed',
    frames: {
      pan: 'https://sandbox.lithic.com/v1/embed?session=eyJhb&type=PAN',
      expMonth: 'https://sandbox.lithic.com/v1/embed?session=eyJhb&type=EXP_MONTH',
      expYear: 'https://sandbox.lithic.com/v1/embed?session=eyJhb&type=EXP_YEAR',
      cvv: 'https://sandbox.lithic.com/v1/embed?session=eyJhb&type=CVV',
    },
    expiresAt: AT,
  },
  CardRevealResponse: {
    kind: 'details',
    img: 'data:image/svg+xml;base64,PHN2Zy8+',
    number: '4000123412341234',
    expiry: '11/27',
    cvv: '123',
  },
  CreateOrderResponse: { id: CARD_ID },
  OrderEditResponse: {
    id: CARD_ID,
    address: DEPOSIT,
    currency: 'usdt-bep20',
    topup: { original: { feeRate: '0.003' }, feeRate: '0.0018', lower: '1510000000000000000' },
  },
  Order: order,
  SwapQuoteResponse: {
    id: 31337,
    fromToken: WETH,
    fromAmount: '1000000000000000000',
    toToken: USDT,
    toAmount: '3012450000',
    toAmountMin: '3009437550',
    slippage: '0.1',
    address: DEPOSIT,
    currency: 'usdt',
    exRate: '3012.45',
    transactionRequestData: { to: ROUTER, data: '0x7ff36ab5', value: '1000000000000000000' },
  },
  ConfirmationsResponse: { confirmations: 1, required: 2, status: 'pending' },
  RewardBalanceResponse: { rewardBalance: '25.00' },
  RewardRecordListResponse: {
    items: [
      { at: AT, type: 'rebate', amount: '0.20' },
      { at: AT, type: 'redeem', amount: '-10.00' },
    ],
    total: 2,
  },
  RedeemableOptionsResponse: { options: ['10.00', '20.00', '50.00', '100.00'] },
  AuthorizationResponse: {
    id: 'b1d2c3e4-5f60-4a1b-8c2d-3e4f5a6b7c8d',
    status: 'declined',
    declineReason: 'card_locked',
  },
  CreateInvitationResponse: { code: 'WELCOME' },
  ExceptionsResponse: { exceptions: [depositException] },
  ResolveExceptionResponse: {
    exception: { ...depositException, status: 'credited', note: 'card reinstated', resolvedAt: AT },
  },
  MailStatusResponse: { email: 'john.doe@example.com', verified: false },
  SandboxMailsResponse: {
    mails: [
      {
        id: 1,
        receivedAt: AT,
        from: 'Chaincard <no-reply@chaincard.example>',
        to: ['john.doe@example.com'],
        subject: 'Confirm your e-mail address',
        text: 'Open this link to confirm it: http://localhost:8080/api/mail/verify?token=…',
      },
    ],
  },
  HeldDepositsResponse: {
    items: [
      {
        id: '18',
        reason: 'unsupported_token',
        detail: 'erc20',
        chainId: 1,
        txHash: HASH,
        token: { address: WETH, symbol: 'WETH', decimals: 18, isNative: false },
        amount: '500000000000000000',
        amountUsd: null,
        status: 'open',
        at: AT,
      },
    ],
  },
  CardDepositsResponse: {
    items: [
      {
        id: '7',
        chainId: 1,
        txHash: HASH,
        state: 'confirming',
        confirmations: 1,
        required: 2,
        amount: '25.00',
        at: AT,
      },
    ],
  },
  PendingTopupResponse: {
    pendingTopup: '5000.00',
    balanceUpper: '3000.00',
    fits: '3000.00',
    overMaximum: '2000.00',
    movable: '2000.00',
    spendableAt: AT,
    settles: true,
    credits: [
      { kind: 'topup', amount: '5000.00', fitting: '3000.00', spendableAt: AT, txHash: HASH, at: AT },
      { kind: 'transfer', amount: '1.00', fitting: '0.00', spendableAt: null, txHash: null, at: AT },
    ],
    refunds: [{ id: '21', amount: '10.00', status: 'open', refundTxHash: null, at: AT }],
  },
  ExcessTransferResponse: {
    transfer: {
      key: '5f0b7a4e-2c1d-4e8f-9a3b-6c7d8e9f0a1b',
      fromCardId: CARD_ID,
      toCardId: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
      amount: '2000.00',
      at: AT,
    },
  },
  ExcessRefundResponse: {
    refund: { id: '21', amount: '2000.00', status: 'open', refundTxHash: null, at: AT },
  },
  RescanStatusResponse: {
    id: '4',
    chainId: 1,
    fromBlock: 19_000_000,
    toBlock: 19_000_150,
    status: 'done',
    credited: 2,
    exceptions: 1,
    error: null,
  },
  PushKeyResponse: { publicKey: `B${'A'.repeat(86)}` },
  PushSubscriptionResponse: {
    subscription: {
      id: CARD_ID,
      endpoint: 'https://push.example/send/abc',
      kinds: ['challenge'],
      createdAt: AT,
    },
  },
  PushSubscriptionListResponse: { subscriptions: [] },
} satisfies Samples

/** One valid sample per params, query and body schema named in `apiRoutes`. */
export const requestSamples = {
  LegalPageParams: { page: 'legal-notice' },
  LegalPageQuery: { lang: 'de' },
  PushSubscriptionBody: {
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: `${'b'.repeat(21)}A` },
    kinds: ['challenge', 'deposit'],
  },
  PushSubscriptionParams: { id: CARD_ID },
  AuthBody: { message: 'localhost wants you to sign in with your Ethereum account:\n...' },
  InvitationCheckQuery: { code: ' welcome ' },
  ActivateBody: { code: 'K7M2Q9WX4R' },
  CardParams: { id: CARD_ID },
  SessionParams: { id: '9a3e6c1d-4f2b-4e8a-b7c5-0d1f2e3a4b5c' },
  TopupInfoQuery: { currency: 'usdt' },
  PayBody: { currency: 'usdt', hash: `0x${'AB'.repeat(32)}`, nonce: 7 },
  RedeemBody: { amount: '10' },
  Paging: { skip: '10', limit: '10' },
  StatementQuery: { month: '2026-11' },
  CreateOrderBody: { currency: 'usdt', productId: 'classic' },
  OrderParams: { id: CARD_ID },
  OrderEditBody: { currency: 'usdc-arb-erc20' },
  ContactInfoBody: {
    email: 'john.doe@example.com',
    phone: { callingCode: '+1', phoneNumber: '2025550123' },
    displayName: ' John Doe ',
    language: 'de',
  },
  MailVerifyQuery: { token: 'q3X9fA0bC1dE2fG3hI4jK5lM6nO7pQ8rS9tU0vW1xY2' },
  SwapBody: {
    id: 31337,
    cardId: CARD_ID,
    fromToken: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    fromAmount: '1000000000000000000',
    toToken: USDT,
    slippage: '0.1',
  },
  ConfirmationsParams: { hash: HASH },
  AuthorizationBody: { amount: '19.99', merchantName: 'ACME', currency: 'USD', threeDS: true },
  AuthorizationParams: { id: 'b1d2c3e4-5f60-4a1b-8c2d-3e4f5a6b7c8d' },
  OtpBody: { otp: '042917' },
  CaptureBody: { amount: '5.5', final: false },
  RefundBody: { amount: '2.5' },
  CreditBody: {
    amount: '10.00',
    merchantName: 'Hotel Berlin',
    merchantCurrency: 'EUR',
    merchantAmount: '9.00',
  },
  IncrementBody: { amount: '40.00' },
  ReverseBody: { amount: '3.00' },
  RefundReversalBody: { amount: '1.25' },
  CorrectionBody: { amount: '0.40', direction: 'debit' },
  ChallengeParams: { id: CARD_ID, challengeId: 'c0a80121-7ac0-4e1c-9c2d-3e4f5a6b7c8d' },
  ChallengeAnswerBody: { answer: 'approve' },
  CardRevealBody: {
    message:
      'cards.example.com wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001\n\nShow the details of card 1\n\nURI: https://cards.example.com\nVersion: 1\nChain ID: 1\nNonce: abcdefgh12345678\nIssued At: 2026-11-21T10:00:00.000Z\nExpiration Time: 2026-11-21T10:05:00.000Z',
    signature: `0x${'ab'.repeat(65)}`,
  },
  CreateInvitationBody: { uses: -1 },
  UserAddressParams: { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
  SetUserStateBody: { state: 'blacklist' },
  AdjustRewardsBody: { address: PAYER, amount: '-5', reason: 'duplicate rebate' },
  RescanBody: { chainId: 1, fromBlock: 19_000_000 },
  RescanParams: { id: '4' },
  ExceptionsQuery: { status: 'all', reason: 'unsupported_token' },
  ExceptionParams: { id: '17' },
  ResolveExceptionBody: { action: 'credit', note: 'card reinstated by support' },
  ExcessTransferBody: {
    toCardId: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
    amount: '2000',
    key: '5f0b7a4e-2c1d-4e8f-9a3b-6c7d8e9f0a1b',
  },
  ExcessRefundBody: { key: '5f0b7a4e-2c1d-4e8f-9a3b-6c7d8e9f0a1b' },
} satisfies Samples
