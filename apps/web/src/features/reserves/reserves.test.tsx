import {
  buildReservesTree,
  formatUsd,
  proofOfOwner,
  type ReservesProof,
  reservesSignedText,
} from '@chaincard/domain'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet, testAccount } from '../../../test/wallet'
import type { ReservesOverview } from './api/reservesTypes'

// The web suite shares 2 cores with other suites: give the lazy route room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

/** anvil's dev key 1 (public test key): the program's attestation key here. */
const attestation = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const neighbour = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const stranger = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SNAPSHOT_ID = 'snap-2'

// The owner's two leaves sit at 1 and 3, each beside a part of the neighbour's: a tampered leaf shows as a path
// the other leaf's climb disagrees with, whatever the random source would have drawn.
const tree = buildReservesTree({
  snapshotId: SNAPSHOT_ID,
  secret: new Uint8Array(32).fill(9),
  owners: [
    { owner: testAccount.address, liability: 12_345_678n },
    { owner: neighbour, liability: 50_000_000n },
    { owner: stranger, liability: 0n },
  ],
  bottomLevel: [
    { owner: neighbour, part: 0, value: 20_000_000n },
    { owner: testAccount.address, part: 0, value: 2_345_678n },
    { owner: neighbour, part: 1, value: 30_000_000n },
    { owner: testAccount.address, part: 1, value: 10_000_000n },
  ],
})
const ROOT = proofOfOwner(tree, testAccount.address).root.digest

async function overview(signer = attestation): Promise<ReservesOverview> {
  return {
    snapshot: {
      id: SNAPSHOT_ID,
      takenAt: '2026-12-05T00:00:00.000Z',
      root: ROOT,
      totalMicro: tree.root.value.toString(),
      total: formatUsd(tree.root.value, 'down'),
      leafCount: tree.leaves.length,
      blocks: { '31337': 4321 },
      signature: await signer.signMessage({
        message: reservesSignedText(SNAPSHOT_ID, ROOT, tree.root.value),
      }),
      signer: signer.address,
    },
    reserves: [{ chainId: 31337, token: 'USDT', amount: '70.5', addresses: 3 }],
    issuerBalance: { amount: '10.00', source: 'Sandbox issuer', at: '2026-12-05T00:00:00.000Z' },
    liabilities: '62.34',
    negative: '1.50',
    ratio: '1.29118',
    history: [
      // Not in time order on purpose: the chart sorts.
      {
        id: SNAPSHOT_ID,
        takenAt: '2026-12-05T00:00:00.000Z',
        total: '62.34',
        reserves: '80.50',
        ratio: '1.29118',
      },
      { id: 'snap-0', takenAt: '2026-12-03T00:00:00.000Z', total: '40.00', reserves: '0.00', ratio: '0' },
      { id: 'snap-1', takenAt: '2026-12-04T00:00:00.000Z', total: '50.00', reserves: '60.00', ratio: '1.2' },
    ],
  }
}

const CONFIG = { ...SANDBOX_CONFIG, reservesSigner: attestation.address }

/** The API at the fetch boundary: what a signed-in owner's shell asks too, and the reserves routes. */
function server(body: ReservesOverview, routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /config': { body: CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: cardList([]) },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /reserves': { body },
    'GET /reserves/proof': (call) => {
      const snapshot = new URL(call.url, 'http://x').searchParams.get('snapshot')
      return snapshot === SNAPSHOT_ID
        ? { body: proofOfOwner(tree, testAccount.address) }
        : { status: 404, body: { code: 'not_found', message: 'no such snapshot' } }
    },
    ...routes,
  })
}

async function seriousViolations() {
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const checksShown = () =>
  Object.fromEntries(
    [...screen.getByTestId('reserves-verification').querySelectorAll('li')].map((li) => [
      li.dataset.check,
      li.dataset.status,
    ]),
  )

async function verify() {
  await userEvent.click(await screen.findByRole('button', { name: 'Verify my balance' }))
  return screen.findByRole('status', {}, { timeout: 30_000 }).then(async (status) => {
    await waitFor(() => expect(status).not.toBeEmptyDOMElement())
    return status
  })
}

beforeEach(() => resetWallet())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('reserves page', () => {
  it('shows the ratio, what is held where against what is owed, and the signed snapshot', async () => {
    server(await overview())
    renderApp('/reserves')
    expect(await screen.findByRole('heading', { level: 1, name: 'Proof of reserves' })).toBeInTheDocument()
    // Cut to a percent with 2 decimals, never rounded up.
    expect(await screen.findByTestId('reserves-ratio')).toHaveTextContent('129.11%')
    const cover = screen.getByRole('region', { name: 'Reserves against liabilities' })
    expect(within(cover).getByText('Owed to cardholders').nextSibling).toHaveTextContent('62.34 USD')
    expect(within(cover).getByText('Held').nextSibling).toHaveTextContent('80.50 USD')
    expect(within(cover).getByText('Owed to the program by cards below zero').nextSibling).toHaveTextContent(
      '1.50 USD',
    )
    const held = screen.getByRole('region', { name: 'What is held where' })
    expect(within(held).getByRole('row', { name: 'Sandbox 70.5 USDT 3' })).toBeInTheDocument()
    expect(held).toHaveTextContent('10.00 USD as stated by Sandbox issuer')
    const facts = screen.getByRole('region', { name: 'The signed snapshot' })
    expect(facts).toHaveTextContent(ROOT)
    expect(facts).toHaveTextContent(`62.34 USD (${tree.root.value} micro-USD`)
    expect(facts).toHaveTextContent('Sandbox: block 4321')
    expect(facts).toHaveTextContent(attestation.address)
    await waitFor(() => expect(document.title).toBe('Proof of reserves · Chaincard'))
  })

  it('draws the history as a chart, oldest on the left, the highest amount at the top, and lists it', async () => {
    server(await overview())
    renderApp('/reserves')
    const chart = await screen.findByRole('img', { name: 'Reserves and liabilities over time' })
    const points = (series: string) =>
      [...chart.querySelectorAll(`[data-series="${series}"] circle`)].map((c) => ({
        x: Number(c.getAttribute('cx')),
        y: Number(c.getAttribute('cy')),
      }))
    const reserves = points('reserves')
    const liabilities = points('liabilities')
    expect(reserves).toHaveLength(3)
    expect(liabilities).toHaveLength(3)
    expect(reserves.map((p) => p.x)).toEqual([...reserves.map((p) => p.x)].sort((a, b) => a - b))
    expect(reserves[0]!.x).toBeLessThan(reserves[2]!.x)
    // 80.50 held at the latest snapshot is the highest amount: the top of the plot; nothing held is its floor.
    const top = Math.min(...[...reserves, ...liabilities].map((p) => p.y))
    expect(reserves[2]!.y).toBe(top)
    expect(reserves[0]!.y).toBeGreaterThan(liabilities[0]!.y)
    // 40 of 80.50 sits at about half the height.
    const floor = reserves[0]!.y
    expect((floor - liabilities[0]!.y) / (floor - top)).toBeCloseTo(40 / 80.5, 2)
    expect(chart).toHaveTextContent('80.50 USD')
    const table = screen.getByRole('table', { name: /newest first/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      '129.11%',
      '120%',
      '0%',
    ])
  })

  it('in German: the numbers in German notation and the link in the footer under /de', async () => {
    server(await overview())
    renderApp('/de/reserves')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservennachweis' })).toBeInTheDocument()
    expect(await screen.findByTestId('reserves-ratio')).toHaveTextContent('129,11 %')
    expect(await screen.findByRole('link', { name: 'Reservennachweis' })).toHaveAttribute(
      'href',
      '/de/reserves',
    )
  })

  it('is linked from the footer of the home page', async () => {
    server(await overview())
    renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    expect(await within(footer).findByRole('link', { name: 'Proof of reserves' })).toHaveAttribute(
      'href',
      '/reserves',
    )
  })

  it("is linked from the owner's profile, in the page language", async () => {
    connectFakeWallet()
    server(await overview(), {
      'GET /user/sessions': { body: { sessions: [] } },
      'GET /user/invitation': {
        body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
      },
      'GET /mail/status': { body: { email: 'jane@example.com', verified: true } },
    })
    renderApp('/ja/profile')
    expect(
      await screen.findByRole('link', { name: '準備金の証明：自分の残高が含まれているか検証する' }),
    ).toHaveAttribute('href', '/ja/reserves')
  })

  it('says so when no snapshot has been published', async () => {
    installFakeApi({
      'GET /config': { body: CONFIG },
      'GET /reserves': { status: 404, body: { code: 'not_found', message: 'no snapshot' } },
    })
    renderApp('/reserves')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No snapshot of the reserves has been published yet',
    )
  })
})

describe('verify my balance', () => {
  it('without a wallet, asks to connect one first', async () => {
    const api = server(await overview())
    renderApp('/reserves')
    const section = await screen.findByRole('region', { name: 'Verify my balance' })
    expect(section).toHaveTextContent('Connect your wallet to verify your balance.')
    expect(within(section).getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Verify my balance' })).toBeNull()
    expect(api.count('GET /reserves/proof')).toBe(0)
  })

  it('a good proof: verified, the liability counted in the total, every check passed', async () => {
    connectFakeWallet()
    const api = server(await overview())
    renderApp('/reserves')
    const status = await verify()
    expect(status).toHaveTextContent(
      'Verified: your liability of 12.34 USD is counted in the total of 62.34 USD.',
    )
    expect(checksShown()).toEqual({
      signature: 'passed',
      signer: 'passed',
      snapshot: 'passed',
      shape: 'passed',
      leaves: 'passed',
      hashes: 'passed',
      root_digest: 'passed',
      root_value: 'passed',
      liability: 'passed',
    })
    expect(screen.getByTestId('reserves-verification')).toHaveTextContent(
      `The snapshot's signature over its ID, root digest and total was made by its signer, ${attestation.address}.`,
    )
    expect(api.calls.find((c) => c.path === '/reserves/proof')?.url).toContain(`snapshot=${SNAPSHOT_ID}`)
  })

  it('a tampered proof (one leaf value changed): not verified, naming the check that failed', async () => {
    connectFakeWallet()
    const proof = proofOfOwner(tree, testAccount.address)
    const tampered: ReservesProof = {
      ...proof,
      leaves: proof.leaves.map((leaf, i) =>
        i === 0 ? { ...leaf, value: String(BigInt(leaf.value) + 1n) } : leaf,
      ),
    }
    server(await overview(), { 'GET /reserves/proof': { body: tampered } })
    renderApp('/reserves')
    const status = await verify()
    expect(status).toHaveTextContent('Not verified: the check “hashes” failed.')
    expect(status).not.toHaveTextContent('Verified:')
    expect(checksShown()).toMatchObject({
      signature: 'passed',
      signer: 'passed',
      leaves: 'passed',
      hashes: 'failed',
      root_digest: 'not_checked',
      liability: 'not_checked',
    })
  })

  it('a root signed by a key other than the published one: not verified at the signer', async () => {
    connectFakeWallet()
    server(await overview(testAccount))
    renderApp('/reserves')
    const status = await verify()
    expect(status).toHaveTextContent('Not verified: the check “signer” failed.')
    expect(checksShown()).toMatchObject({ signature: 'passed', signer: 'failed', hashes: 'passed' })
  })

  it('an owner with no leaves: not in this snapshot, and what to do', async () => {
    connectFakeWallet()
    server(await overview(), { 'GET /reserves/proof': { body: proofOfOwner(tree, stranger) } })
    renderApp('/reserves')
    const status = await verify()
    expect(status).toHaveTextContent('You are not in this snapshot')
    expect(status).toHaveTextContent('it will be in the next snapshot')
    expect(status).toHaveTextContent('contact support at support@chaincard.test')
    expect(status).not.toHaveTextContent('Verified:')
  })

  it('a proof the server does not have: says so by its code', async () => {
    connectFakeWallet()
    server(await overview(), {
      'GET /reserves/proof': { status: 404, body: { code: 'not_found', message: 'whatever' } },
    })
    renderApp('/reserves')
    await userEvent.click(await screen.findByRole('button', { name: 'Verify my balance' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The proof for this snapshot is not available.',
    )
  })

  it('has no serious or critical axe issue, page and result, in English and German', async () => {
    connectFakeWallet()
    server(await overview())
    const en = renderApp('/reserves')
    await verify()
    expect(await seriousViolations()).toEqual([])
    en.unmount()
    renderApp('/de/reserves')
    await userEvent.click(await screen.findByRole('button', { name: 'Mein Guthaben prüfen' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bestätigt:'))
    expect(await seriousViolations()).toEqual([])
  })
})
