import { Writable } from 'node:stream'
import { CardImageResponse } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { isLuhnValid } from '../issuer/luhn'
import { readCardImage } from './test/api'
import { type CardsKit, createCardsKit } from './test/cardsKit'

// The card details (picture, number, expiry, CVV) are shown until the owner confirms they saved
// them. Closing the dialog any other way changes nothing; only POST /card/{id}/img/confirm activates.
const logLines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit({ config: { logLevel: 'trace' }, logStream })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const statusOf = async (id: string) => {
  const result = await kit.db.execute(sql`SELECT status, image_viewed_at FROM cards WHERE id = ${id}`)
  return rowsOf<{ status: string; image_viewed_at: unknown }>(result)[0]
}

describe('card details until confirmed', () => {
  it('answers the same details on every call while the card waits, then confirm activates it once', async () => {
    const user = await kit.activeUser(1)
    const id = await kit.issuedCard(user)

    const first = await user.api.get(`/card/${id}/img`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    const details = CardImageResponse.parse(first.json())
    const face = readCardImage(details.img)
    expect(isLuhnValid(details.number)).toBe(true)
    expect(details).toMatchObject({ number: face.pan, cvv: face.cvv, expiry: face.expiry })
    expect((await user.api.get(`/card/${id}`)).json().number).toBe(
      `**** **** **** ${details.number.slice(-4)}`,
    )

    // The dialog was closed (Escape, reload, lost connection): nothing changed, Check shows them again.
    expect((await statusOf(id))?.status).toBe('waiting_to_get')
    const shownAt = (await statusOf(id))?.image_viewed_at
    expect(shownAt).not.toBeNull()
    kit.t.clock.advance(60_000)
    const again = await user.api.get(`/card/${id}/img`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await statusOf(id)).toEqual({ status: 'waiting_to_get', image_viewed_at: shownAt })

    const confirmed = await user.api.post(`/card/${id}/img/confirm`)
    expect(confirmed.statusCode, confirmed.body).toBe(204)
    expect(confirmed.body).toBe('')
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('active')
    // Its first payment settled now: the background settlement would otherwise move it under a later snapshot.
    await kit.settleFirstPayment(id)

    // After activation: the details are gone for good and a second confirm is refused, changing nothing.
    const before = await kit.snapshot()
    for (const res of [
      await user.api.get(`/card/${id}/img`),
      await user.api.post(`/card/${id}/img/confirm`),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'invalid_action' })
      expect(res.json().message).toContain('invalid action')
      expect(res.body).not.toContain(details.number)
    }
    expect(await kit.snapshot()).toBe(before)
  })

  it('refuses to confirm details that were never shown (they would be lost), changing nothing', async () => {
    const user = await kit.activeUser(2)
    const id = await kit.issuedCard(user)
    const before = await kit.snapshot()
    const blind = await user.api.post(`/card/${id}/img/confirm`)
    expect(blind.statusCode).toBe(409)
    expect(blind.json()).toMatchObject({ code: 'invalid_action' })
    expect(blind.json().message).toContain('not been shown')
    expect(await kit.snapshot()).toBe(before)
    expect((await user.api.get(`/card/${id}/img`)).statusCode).toBe(200)
    expect((await user.api.post(`/card/${id}/img/confirm`)).statusCode).toBe(204)
  })

  it('refuses both routes for an order that is not issued yet, and for another user (404)', async () => {
    const owner = await kit.activeUser(3)
    const intruder = await kit.activeUser(4)
    const orderId = await kit.order(owner)
    const before = await kit.snapshot()
    for (const res of [
      await owner.api.get(`/card/${orderId}/img`),
      await owner.api.post(`/card/${orderId}/img/confirm`),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'invalid_action' })
    }
    expect(await kit.snapshot()).toBe(before)

    const issued = await kit.issuedCard(intruder)
    const afterIssue = await kit.snapshot()
    for (const res of [
      await owner.api.get(`/card/${issued}/img`),
      await owner.api.post(`/card/${issued}/img/confirm`),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'not_found' })
    }
    expect(await kit.snapshot()).toBe(afterIssue)
    expect((await statusOf(issued))?.status).toBe('waiting_to_get')
  })

  it('two concurrent confirmations activate the card once; one of them is refused', async () => {
    const user = await kit.activeUser(5)
    const id = await kit.issuedCard(user)
    expect((await user.api.get(`/card/${id}/img`)).statusCode).toBe(200)
    const answers = await Promise.all([
      user.api.post(`/card/${id}/img/confirm`),
      user.api.post(`/card/${id}/img/confirm`),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409])
    expect((await statusOf(id))?.status).toBe('active')
  })

  it('never writes the number or the CVV to the logs', async () => {
    const user = await kit.activeUser(6)
    const id = await kit.issuedCard(user)
    const details = CardImageResponse.parse((await user.api.get(`/card/${id}/img`)).json())
    await user.api.get(`/card/${id}/img`)
    await user.api.post(`/card/${id}/img/confirm`)
    await user.api.get(`/card/${id}/img`)
    const logs = logLines.join('')
    expect(logs).toContain(`/card/${id}/img/confirm`)
    expect(logs).not.toContain(details.number)
    expect(logs).not.toContain(`"${details.cvv}"`)
    expect(logs).not.toContain(details.img.slice(30, 80))
  })
})
