import type { Dispute, DisputeStatus } from '@chaincard/domain'
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeHandler, type FakeReply, installFakeApi } from '../../../test/fakeApi'
import { card, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

// Evidence for a dispute the card issuer asked the owner about: "Add evidence" under the purchase, a file or a
// note, checked before sending, every refusal in words. Only the API (fetch) is faked.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 120_000 })

const AT = '2026-11-20T10:00:00.000Z'
const PURCHASE = {
  at: AT,
  id: 'auth-settled-005',
  original: { amount: '12.50', currency: 'USD' },
  settlement: { amount: '12.50', currency: 'USD' },
  description: 'Grocer',
  type: 'consumption',
  state: 'settled',
  direction: 'debit',
  amount: '-12.50',
  balanceChange: '-12.50',
  balanceAfter: '100.00',
}

const dispute = (status: DisputeStatus): Dispute => ({
  id: 'dsp-1',
  transactionId: PURCHASE.id,
  merchantName: 'Grocer',
  reason: 'not_received',
  description: 'The parcel never arrived.',
  amount: '12.50',
  credited: '0.00',
  status,
  openedAt: AT,
  updatedAt: AT,
})

const EVIDENCE_PATH = '/card/c1/disputes/dsp-1/evidence'

function server(status: DisputeStatus, evidence: FakeHandler | FakeReply = { body: {} }) {
  const c = card('c1', { status: 'active', balance: '100.00', supported: ['full-transaction'] })
  return installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: { cards: [c], orders: [], leftCount: 1, cardProducts: [] } },
    'GET /card/c1': { body: c },
    'GET /user/state': { body: { state: 'normal' } },
    'GET /user/invitation': {
      body: { code: 'ABCD1234', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
    'GET /card/c1/transaction': { body: { items: [PURCHASE], total: 1 } },
    'GET /card/c1/pending-transaction': { body: { items: [], total: 0 } },
    'GET /card/c1/disputes': { body: { items: [dispute(status)] } },
    [`POST ${EVIDENCE_PATH}`]: evidence,
  })
}

async function grocerRow() {
  const history = await screen.findByRole('tabpanel', { name: 'Transaction History' }, { timeout: 30_000 })
  const [row] = await within(history).findAllByTestId('tx-row', {}, { timeout: 30_000 })
  await within(row!).findByTestId('tx-dispute')
  return row!
}

async function openEvidence() {
  await userEvent.click(await within(await grocerRow()).findByRole('button', { name: 'Add evidence' }))
  return screen.findByRole('dialog', { name: 'Add evidence' })
}

const sent = {
  id: 'ev-1',
  kind: 'file',
  filename: 'receipt.png',
  status: 'sent',
  sentAt: AT,
}
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

beforeEach(() => {
  resetWallet()
  connectFakeWallet()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Add evidence to a dispute', () => {
  it('is offered only while the issuer asks for more information', async () => {
    server('in_review')
    renderApp('/card/c1')
    const row = await grocerRow()
    expect(within(row).getByTestId('tx-dispute')).toHaveTextContent('Dispute in review')
    expect(within(row).queryByRole('button', { name: 'Add evidence' })).not.toBeInTheDocument()
  })

  it('sends a file as its name, type and base64 bytes, then says it was sent', async () => {
    const api = server('needs_info', { body: sent })
    renderApp('/card/c1')
    const dialog = await openEvidence()
    expect(dialog).toHaveTextContent('A PDF, JPEG or PNG of at most 5 MB.')
    const file = new File([PNG_BYTES], 'receipt.png', { type: 'image/png' })
    await userEvent.upload(within(dialog).getByLabelText('File'), file)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send evidence' }))
    await within(dialog).findByText('Your evidence was sent to the card issuer.')
    const posts = api.calls.filter((c) => c.method === 'POST' && c.path === EVIDENCE_PATH)
    expect(posts.map((c) => c.body)).toEqual([
      {
        kind: 'file',
        filename: 'receipt.png',
        contentType: 'image/png',
        data: Buffer.from(PNG_BYTES).toString('base64'),
      },
    ])
  })

  it('sends a note, trimmed', async () => {
    const api = server('needs_info', { body: { ...sent, kind: 'note', filename: 'note.pdf' } })
    renderApp('/card/c1')
    const dialog = await openEvidence()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A note' }))
    await userEvent.type(within(dialog).getByLabelText('Your note'), '  The shop confirmed the loss.  ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send evidence' }))
    await within(dialog).findByText('Your evidence was sent to the card issuer.')
    expect(api.calls.filter((c) => c.path === EVIDENCE_PATH).map((c) => c.body)).toEqual([
      { kind: 'note', text: 'The shop confirmed the loss.' },
    ])
  })

  it('refuses a missing file, a wrong type, a file over 5 MB and an empty note without a request', async () => {
    const api = server('needs_info', { body: sent })
    renderApp('/card/c1')
    const dialog = await openEvidence()
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Send evidence' }))
    await submit()
    expect(dialog).toHaveTextContent('Choose a file to send.')
    // The picker's `accept` would hide other types; a user can still pick "all files".
    await userEvent.upload(
      within(dialog).getByLabelText('File'),
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    )
    await submit()
    expect(dialog).toHaveTextContent('This file cannot be sent: evidence must be a PDF, JPEG or PNG file.')
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' })
    await userEvent.upload(within(dialog).getByLabelText('File'), big)
    await submit()
    expect(dialog).toHaveTextContent('This file is too large: evidence is at most 5 MB.')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A note' }))
    await userEvent.type(within(dialog).getByLabelText('Your note'), '   ')
    await submit()
    expect(dialog).toHaveTextContent('Write your note before sending it.')
    expect(api.count(`POST ${EVIDENCE_PATH}`)).toBe(0)
  })

  it.each([
    ['evidence_not_requested', 409, 'This dispute does not need evidence right now.'],
    ['evidence_too_large', 413, 'This file is too large: evidence is at most 5 MB.'],
    ['evidence_type_refused', 415, 'evidence must be a PDF, JPEG or PNG file.'],
    ['not_found', 404, 'This dispute was not found on your card.'],
    ['rate_limited', 429, 'You have sent a lot of evidence today.'],
    [
      'upstream_unavailable',
      503,
      'The card issuer cannot be reached right now, so the evidence was not sent.',
    ],
  ])('says why the server refused it: %s', async (code, status, sentence) => {
    server('needs_info', { status, body: { code, message: `${code}: raw server text` } })
    renderApp('/card/c1')
    const dialog = await openEvidence()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A note' }))
    await userEvent.type(within(dialog).getByLabelText('Your note'), 'A note.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send evidence' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(sentence)
    expect(alert).not.toHaveTextContent('raw server text')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
