import { artifacts, chaincardNftAbi, createSandboxClient, startAnvil } from '@chaincard/devchain'
import type { FastifyInstance } from 'fastify'
import { type Abi, type Address, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { mnemonicToAccountXpub } from '../../src/runtime/deposits/loadSandboxDepositXpub'
import {
  createTestClock,
  createTestDatabase,
  signIn,
  type TestDatabase,
  testAccount,
  testMnemonic,
} from '../helpers'

/** Polygon: a supported production chain, here an anvil answering chain id 137. */
const chainId = 137
const adminToken = 'production-test-admin-token-0123'
let anvil: Awaited<ReturnType<typeof startAnvil>>
let collection: Address
let testDb: TestDatabase
let app: FastifyInstance

const owner = testAccount(0)
const holder = testAccount(3)
const other = testAccount(4)

beforeAll(async () => {
  anvil = await startAnvil({ port: 0, chainId, blockTime: false, silent: true })
  const client = createSandboxClient({ rpcUrl: anvil.rpcUrl, chainId, account: owner })
  const hash = await client.deployContract({
    abi: artifacts.ChaincardNFT.abi as Abi,
    bytecode: artifacts.ChaincardNFT.bytecode,
    args: [owner.address],
  })
  collection = getAddress((await client.waitForTransactionReceipt({ hash })).contractAddress!)
  const mint = await client.writeContract({
    address: collection,
    abi: chaincardNftAbi,
    functionName: 'mint',
    args: [holder.address],
  })
  await client.waitForTransactionReceipt({ hash: mint })

  // Production configuration exactly as an operator writes it (the database is the test's own).
  const config = loadConfig({
    MODE: 'production',
    PUBLIC_ORIGIN: 'https://cards.example.com',
    DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    DEPOSIT_XPUB: mnemonicToAccountXpub(testMnemonic),
    CARD_DATA_KEY: 'ab'.repeat(32),
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'silent',
    [`RPC_URL_${chainId}`]: anvil.rpcUrl,
    [`NFT_COLLECTION_${chainId}`]: collection.toLowerCase(),
    TERMS_URL: 'https://cards.example.com/terms',
    PRIVACY_URL: 'https://cards.example.com/privacy',
    LEGAL_NOTICE_URL: 'https://cards.example.com/legal-notice',
    TRUST_PROXY: 'none',
    // Production needs a real issuer; nothing here reaches it (no application is approved).
    ISSUER: 'lithic',
    LITHIC_API_KEY: 'lithic-test-key',
    LITHIC_BASE_URL: 'http://127.0.0.1:9',
    LITHIC_WEBHOOK_SECRET: `whsec_${Buffer.from('nft-program-test-secret').toString('base64')}`,
  })
  expect(config.nftCollection).toEqual({ chainId, address: collection })
  testDb = await createTestDatabase()
  app = await buildApp(config, {
    database: testDb.database,
    keepDatabaseOpen: true,
    clock: createTestClock(),
  })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await testDb?.drop()
  await anvil?.stop()
})

async function activeUser(account: typeof holder) {
  const code = await app.inject({
    method: 'POST',
    url: '/api/admin/invitations',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: {},
  })
  expect(code.statusCode).toBe(200)
  const session = await signIn(app, account)
  const activated = await app.inject({
    method: 'POST',
    url: '/api/user/activate',
    headers: session.headers,
    payload: { code: code.json<{ code: string }>().code },
  })
  expect(activated.statusCode).toBe(204)
  return session.headers
}

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers })

describe('production with NFT_COLLECTION_<chainId>', () => {
  it('a holder of the collection sees the nft program, has unlimited cards and orders an nft card', async () => {
    const headers = await activeUser(holder)
    const list = (await get('/api/card', headers)).json<{
      leftCount: number
      cardProducts: { id: string }[]
    }>()
    expect(list.cardProducts.map((p) => p.id)).toEqual(['classic', 'business', 'nft'])
    expect(list.leftCount).toBe(-1)
    expect((await get('/api/user/invitation', headers)).json()).toMatchObject({ availableCount: -1 })
    const order = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers,
      payload: { currency: 'usdc-matic-erc20', productId: 'nft' },
    })
    expect(order.statusCode, order.body).toBe(200)
    const card = (await get(`/api/card/${order.json<{ id: string }>().id}`, headers)).json()
    expect(card).toMatchObject({ program: 'nft', productId: 'nft', balanceUpper: null })
  })

  it('someone without a token of it does not, and keeps the classic allowance', async () => {
    const headers = await activeUser(other)
    const list = (await get('/api/card', headers)).json<{
      leftCount: number
      cardProducts: { id: string }[]
    }>()
    expect(list.cardProducts.map((p) => p.id)).not.toContain('nft')
    expect(list.leftCount).toBe(1)
    const order = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers,
      payload: { currency: 'usdc-matic-erc20', productId: 'nft' },
    })
    expect(order.statusCode).toBe(409)
    expect(order.json()).toMatchObject({ code: 'invalid_action' })
  })
})
