import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOperatorTokens } from '../config/operatorTokens'
import { rowsOf } from '../db/rowsOf'
import { ADMIN_TOKEN, type CardsKit, createCardsKit } from '../modules/cards/test/cardsKit'
import { newOperatorToken } from './newOperatorToken'
import { OpsUsageError, parseOpsArgs } from './parseOpsArgs'
import { OpsTargetError, resolveOpsTarget } from './resolveOpsTarget'
import { runOpsCommand } from './runOpsCommand'

describe('parseOpsArgs', () => {
  it('maps every command to its admin route', () => {
    expect(parseOpsArgs(['invite', 'create'])).toEqual({
      method: 'POST',
      path: '/api/admin/invitations',
      body: {},
    })
    expect(parseOpsArgs(['invite', 'create', '--uses', '3']).body).toEqual({ uses: 3 })
    expect(parseOpsArgs(['user', 'state', '0xabc', 'blocked'])).toEqual({
      method: 'PUT',
      path: '/api/admin/users/0xabc/state',
      body: { state: 'blocked' },
    })
    expect(parseOpsArgs(['card', 'expire', 'id-1']).path).toBe('/api/admin/cards/id-1/expire')
    expect(parseOpsArgs(['card', 'lock', 'id-1'])).toEqual({
      method: 'POST',
      path: '/api/admin/cards/id-1/lock',
    })
    expect(parseOpsArgs(['card', 'unlock', 'id-1']).path).toBe('/api/admin/cards/id-1/unlock')
    expect(parseOpsArgs(['issuer', 'rules', 'sync'])).toEqual({
      method: 'POST',
      path: '/api/admin/issuer/rules/sync',
      show: 'rules',
    })
    expect(parseOpsArgs(['issuer', 'rules', 'sync', '--json']).show).toBe('json')
    expect(parseOpsArgs(['card', 'retry-issuance', 'id-1']).path).toBe('/api/admin/cards/id-1/retry-issuance')
    expect(parseOpsArgs(['rewards', 'adjust', '0xabc', '-5.00', 'wrong', 'credit']).body).toEqual({
      address: '0xabc',
      amount: '-5.00',
      reason: 'wrong credit',
    })
    expect(parseOpsArgs(['payments', 'rescan', '31337', '0'])).toEqual({
      method: 'POST',
      path: '/api/admin/payments/rescan',
      body: { chainId: 31337, fromBlock: 0 },
      show: 'rescan',
    })
    expect(parseOpsArgs(['withdrawals', 'list'])).toEqual({
      method: 'GET',
      path: '/api/admin/withdrawals',
      show: 'withdrawals',
    })
    expect(parseOpsArgs(['withdrawals', 'list', '--all', '--json']).path).toBe(
      '/api/admin/withdrawals?status=all',
    )
    expect(parseOpsArgs(['withdrawals', 'pay', 'w-1', '--tx', '0xab'])).toEqual({
      method: 'POST',
      path: '/api/admin/withdrawals/w-1/pay',
      body: { txHash: '0xab' },
      show: 'json',
    })
    expect(parseOpsArgs(['withdrawals', 'fail', 'w-1', '--note', 'refused']).body).toEqual({
      note: 'refused',
    })
    expect(() => parseOpsArgs(['withdrawals', 'pay', 'w-1'])).toThrow('missing --tx <hash>')
    expect(parseOpsArgs(['exceptions', 'list'])).toEqual({
      method: 'GET',
      path: '/api/admin/exceptions',
      show: 'exceptions',
    })
    expect(parseOpsArgs(['exceptions', 'list', '--all', '--json'])).toEqual({
      method: 'GET',
      path: '/api/admin/exceptions?status=all',
      show: 'json',
    })
    expect(
      parseOpsArgs(['exceptions', 'resolve', '17', 'refunded', '--note', 'sent back', '--refund-tx', '0xab']),
    ).toEqual({
      method: 'POST',
      path: '/api/admin/exceptions/17/resolve',
      body: { action: 'refunded', note: 'sent back', refundTxHash: '0xab' },
      show: 'json',
    })
    expect(
      parseOpsArgs(['exceptions', 'resolve', '3', 'credit', '--note', 'ok', '--amount', '12.50']).body,
    ).toEqual({
      action: 'credit',
      note: 'ok',
      amount: '12.50',
    })
  })
  it('refuses what it cannot send', () => {
    for (const argv of [
      [],
      ['card'],
      ['card', 'delete', 'x'],
      ['invite', 'create', '--uses', 'x'],
      ['rewards', 'adjust', '0xabc', '1.00'],
      ['exceptions', 'list', '--open'],
      ['exceptions', 'resolve', '3', 'credit'],
      ['exceptions', 'resolve', '3', 'credit', '--note'],
      ['exceptions', 'resolve', '3', 'credit', '--why', 'x'],
      ['issuer', 'rules'],
      ['issuer', 'rules', 'delete'],
      ['issuer', 'rules', 'sync', '--force'],
    ]) {
      expect(() => parseOpsArgs(argv)).toThrow(OpsUsageError)
    }
  })
})

describe('resolveOpsTarget', () => {
  it('reads the sandbox token from DATA_DIR, env wins', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-'))
    writeFileSync(join(dir, 'admin-token'), 'from-file\n')
    expect(resolveOpsTarget({ DATA_DIR: dir, PORT: '9999' })).toEqual({
      url: 'http://127.0.0.1:9999',
      token: 'from-file',
    })
    expect(resolveOpsTarget({ DATA_DIR: dir, ADMIN_TOKEN: 'env', OPS_URL: 'https://x.example/' })).toEqual({
      url: 'https://x.example',
      token: 'env',
    })
    expect(() => resolveOpsTarget({ DATA_DIR: join(dir, 'none') })).toThrow(OpsTargetError)
    // The operator's own token first; the admin listener on this host when ADMIN_PORT is set.
    expect(
      resolveOpsTarget({ DATA_DIR: dir, OPS_TOKEN: 'mine', ADMIN_TOKEN: 'shared', ADMIN_PORT: '9091' }),
    ).toEqual({
      url: 'http://127.0.0.1:9091',
      token: 'mine',
    })
  })

  it('token new: a token for the operator and its name:sha256 entry for ADMIN_TOKENS', () => {
    const { token, entry } = newOperatorToken('alice')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(entry).toBe(`alice:${createHash('sha256').update(token).digest('hex')}`)
    expect(readOperatorTokens(entry, false)).toEqual({
      value: [{ name: 'alice', tokenSha256: entry.slice('alice:'.length) }],
    })
    expect(newOperatorToken('alice').token).not.toBe(token)
    expect(() => newOperatorToken('Alice Smith')).toThrow(OpsUsageError)
  })
})

describe('ops against a running server', () => {
  let kit: CardsKit
  let url: string
  beforeAll(async () => {
    kit = await createCardsKit()
    url = await kit.app.listen({ host: '127.0.0.1', port: 0 })
  }, 120_000)
  afterAll(async () => {
    await kit?.close()
  })

  it('creates a code, sets a state, expires a card, adjusts rewards; shows the server error', async () => {
    const target = { url, token: ADMIN_TOKEN }
    const invite = await runOpsCommand(target, parseOpsArgs(['invite', 'create', '--uses', '2']))
    expect(invite.ok).toBe(true)
    expect(JSON.parse(invite.output).code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)

    const user = await kit.activeUser(1)
    const { id } = await kit.activeCard(user)
    expect(
      await runOpsCommand(target, parseOpsArgs(['user', 'state', user.address, 'blacklist'])),
    ).toMatchObject({ ok: true, output: 'done' })
    expect((await user.api.get('/user/state')).json()).toEqual({ state: 'blacklist' })
    expect((await runOpsCommand(target, parseOpsArgs(['card', 'expire', id]))).ok).toBe(true)
    expect((await user.api.get(`/card/${id}`)).json().expired).toBe(true)
    expect(
      (
        await runOpsCommand(
          target,
          parseOpsArgs(['rewards', 'adjust', user.address, '3.00', 'welcome', 'bonus']),
        )
      ).ok,
    ).toBe(true)
    const meta = await kit.db.execute(
      sql`SELECT meta->>'reason' AS reason FROM reward_records WHERE type = 'adjustment'`,
    )
    expect(rowsOf<{ reason: string }>(meta)).toEqual([{ reason: 'welcome bonus' }])

    const refused = await runOpsCommand(
      target,
      parseOpsArgs(['rewards', 'adjust', user.address, '-9.00', 'too', 'much']),
    )
    expect(refused).toMatchObject({ ok: false, status: 409 })
    expect(refused.output).toContain('invalid action')
    // The sandbox issuer applies the program policy in its own decision: no rules to sync.
    const rules = await runOpsCommand(target, parseOpsArgs(['issuer', 'rules', 'sync']))
    expect(rules).toMatchObject({ ok: false, status: 409 })
    expect(rules.output).toContain('the sandbox issuer applies the program policy itself')
    const badToken = await runOpsCommand({ url, token: 'wrong' }, parseOpsArgs(['invite', 'create']))
    expect(badToken).toMatchObject({ ok: false, status: 401 })
  })

  it('audit: one line per action with its operator, newest first; --limit, --before, --json', async () => {
    expect(parseOpsArgs(['audit', '--limit', '5', '--json', '--before', '9'])).toEqual({
      method: 'GET',
      path: '/api/admin/audit?limit=5&before=9',
      show: 'json',
    })
    expect(() => parseOpsArgs(['audit', '--operator', 'x'])).toThrow('unknown option "--operator"')
    const target = { url, token: ADMIN_TOKEN }
    expect((await runOpsCommand(target, parseOpsArgs(['invite', 'create', '--uses', '3']))).ok).toBe(true)
    expect((await runOpsCommand(target, parseOpsArgs(['card', 'suspend', 'no-such-card']))).ok).toBe(false)
    const audit = await runOpsCommand(target, parseOpsArgs(['audit', '--limit', '2']))
    expect(audit.ok).toBe(true)
    const lines = audit.output.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(
      /^\d+ {2}\S+Z {2}admin {2}POST \/api\/admin\/cards\/:id\/suspend {2}no-such-card {2}(400 validation_failed|404 not_found)$/,
    )
    expect(lines[1]).toMatch(/^\d+ {2}\S+Z {2}admin {2}POST \/api\/admin\/invitations {2}- {2}200$/)
  })

  it('disputes list: one line per dispute, a status filter, and the server refusing an unknown status', async () => {
    const target = { url, token: ADMIN_TOKEN }
    expect(parseOpsArgs(['disputes', 'list', '--status', 'won', '--json'])).toEqual({
      method: 'GET',
      path: '/api/admin/disputes?status=won',
      show: 'json',
    })
    expect(() => parseOpsArgs(['disputes', 'list', '--card', 'x'])).toThrow('unknown option "--card"')
    expect(parseOpsArgs(['enrollment', 'upload-link', '0xabc', 'PASSPORT'])).toEqual({
      method: 'POST',
      path: '/api/admin/cardholders/0xabc/documents',
      body: { documentType: 'PASSPORT' },
    })
    expect(() => parseOpsArgs(['enrollment', 'upload-link', '0xabc'])).toThrow('missing document type')
    expect(
      await runOpsCommand(target, parseOpsArgs(['disputes', 'list', '--status', 'withdrawn'])),
    ).toMatchObject({
      ok: true,
      output: 'no disputes',
    })
    const user = await kit.activeUser(2)
    const { id } = await kit.activeCard(user, 20n * 1_000_000n)
    const bought = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
      amount: '8.40',
      merchantName: 'Ops Shop',
    })
    const purchase = bought.json<{ id: string }>().id
    expect((await user.api.post(`/sandbox/authorizations/${purchase}/capture`, {})).statusCode).toBe(204)
    const filed = await user.api.post(`/card/${id}/disputes`, {
      transactionId: purchase,
      reason: 'incorrect_amount',
      description: 'Charged more than the receipt says.',
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const listed = await runOpsCommand(target, parseOpsArgs(['disputes', 'list']))
    expect(listed.ok).toBe(true)
    const [line, ...others] = listed.output.split('\n')
    expect(others).toEqual([])
    expect(line).toContain(
      `${filed.json<{ id: string }>().id}  opened  8.40 USD disputed, 0.00 USD credited  incorrect_amount  "Ops Shop"  card ${id}  sandbox sbx_dispute_${purchase} NEW`,
    )
    const unknown = await runOpsCommand(target, parseOpsArgs(['disputes', 'list', '--status', 'pending']))
    expect(unknown).toMatchObject({ ok: false, status: 400 })
  })
})
