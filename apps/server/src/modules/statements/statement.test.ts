import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLedgerEntry } from '../../ledger'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { pdfText } from './testing/pdfText'
import { monthOf, monthRange } from './zonedMonth'

// Statements a person can follow, through the real app on a real database: any past month, on the
// owner's wall clock, in the owner's language, with a running balance that adds up to the cent, as PDF or CSV.
let kit: CardsKit
let owner: KitUser
let cardId: string
let m0: string
let m1: string

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
const cents = (value: string) => BigInt(value.replace('.', ''))

beforeAll(async () => {
  kit = await createCardsKit()
  owner = await kit.activeUser(1)
  cardId = (await kit.activeCard(owner, 0n)).id
  m0 = monthOf(kit.t.clock.now())
  const { end } = monthRange(m0)
  m1 = monthOf(end)
  // Three top-ups net of fees (24.955 each: rounded one by one the column would drift a cent) and an operator's
  // adjustment whose description a spreadsheet would run as a formula.
  for (let i = 0; i < 3; i++) await kit.fund(cardId, 24_955_000n)
  await kit.db.transaction((tx) =>
    postLedgerEntry(tx, {
      cardId,
      kind: 'adjustment',
      pendingDelta: 0n,
      balanceDelta: 1_000_000n,
      ref: `statement-test-${cardId}`,
      meta: { description: '=HYPERLINK("http://evil.example","Goodwill")' },
      at: kit.t.clock.now(),
    }),
  )
  // 10.00 at 23:30 UTC on the month's last day: already the next month in Berlin (00:30).
  kit.t.clock.set(new Date(end.getTime() - 30 * 60_000))
  await kit.fund(cardId, 10_000_000n)
  kit.t.clock.set(new Date(end.getTime() + 3 * 86_400_000))
  owner = await kit.signIn(1)
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

describe('statements', () => {
  it('a past month as CSV: header row, decimal strings, a running balance adding up to the cent', async () => {
    const res = await owner.api.get(`/card/${cardId}/statement?month=${m0}&tz=UTC&format=csv&lang=en`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(new RegExp(`filename="statement-.*-${m0}\\.csv"$`))
    const [header, ...rows] = csvRows(res.body)
    expect(header).toBe('Date,Ref,Type,Description,Amount,Balance')
    const cells = rows.map((row) => row.split(','))
    let balance = 0n
    for (const row of cells) {
      balance += cents(row.at(-2)!)
      expect(row.at(-1), row.join(',')).toBe(`${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`)
    }
    // 2.00 first payment + 3 x 24.955 + 1.00 + 10.00 = 87.865: shown 87.86, the amounts summing to it exactly.
    expect(cells.at(-1)!.at(-1)).toBe('87.86')
    expect(cells.map((row) => row.at(-2)).filter((a) => a!.startsWith('24.9'))).toEqual([
      '24.95',
      '24.96',
      '24.95',
    ])
    // The 10.00 of 23:30 UTC on the last day is in this month in UTC.
    expect(rows.at(-1)).toMatch(/ 23:30,/)
    // The formula-like description is text: prefixed with a quote (and quoted, as it holds a comma and quotes).
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Goodwill"")"`)
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m)
  })

  it("on the owner's wall clock: in Berlin the 23:30 UTC top-up is the next month's, at 00:30", async () => {
    const before = csvRows(
      (await owner.api.get(`/card/${cardId}/statement?month=${m0}&tz=Europe/Berlin&format=csv`)).body,
    )
    expect(before.at(-1)!.split(',').at(-1)).toBe('77.86')
    const after = await owner.api.get(`/card/${cardId}/statement?month=${m1}&tz=Europe/Berlin&format=csv`)
    const rows = csvRows(after.body)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatch(new RegExp(`^${m1}-01 00:30,`))
    expect(rows[1]!.split(',').slice(-2)).toEqual(['10.00', '87.86'])
  })

  it("in the owner's language: lang, else Accept-Language; the PDF in Japanese too", async () => {
    const de = await owner.api.get(`/card/${cardId}/statement?month=${m0}&tz=Europe/Berlin&lang=de`)
    expect([de.statusCode, de.headers['content-type']]).toEqual([200, 'application/pdf'])
    const { text } = await pdfText(de.rawPayload)
    for (const words of ['Kartenauszug', 'Anfangssaldo: 0,00 USD', 'Endsaldo: 77,86 USD', 'Saldo', 'Betrag'])
      expect(text).toContain(words)
    expect(text).toContain('Zeitzone: Europe/Berlin')
    expect(text).toContain('77,86')
    const header = await kit.app.inject({
      method: 'GET',
      url: `/api/card/${cardId}/statement?month=${m0}&format=csv`,
      headers: { ...owner.headers, 'accept-language': 'fr-FR;q=0.9, tr;q=0.8' },
    })
    expect(csvRows(header.body)[0]).toBe('Tarih,Ref,Tür,Açıklama,Tutar,Bakiye')
    const ja = await owner.api.get(`/card/${cardId}/statement?month=${m0}&lang=ja`)
    const jaText = (await pdfText(ja.rawPayload)).text.split('\n')
    for (const words of ['期首残高: 0.00 USD', '期末残高: 87.86 USD', '金額', '残高'])
      expect(jaText).toContain(words)
    const ru = await kit.app.inject({
      method: 'GET',
      url: `/api/card/${cardId}/statement?month=${m0}`,
      headers: { ...owner.headers, 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    })
    expect((await pdfText(ru.rawPayload)).text.split('\n')).toContain('Конечный баланс: 87,86 USD')
    const jaCsv = await owner.api.get(`/card/${cardId}/statement?month=${m0}&lang=ja&format=csv`)
    expect(csvRows(jaCsv.body)[0]).toBe('日時,参照,種類,内容,金額,残高')
  })

  it('refuses a future month, a month before the card, an unknown time zone or language: 400', async () => {
    const { end } = monthRange(m1)
    const future = monthOf(end)
    const before = `${Number(m0.slice(0, 4)) - 1}${m0.slice(4)}`
    for (const query of [`month=${future}`, `month=${before}`, 'tz=Mars/Olympus', 'lang=fr', 'format=xlsx']) {
      const res = await owner.api.get(`/card/${cardId}/statement?${query}`)
      expect([res.statusCode, res.json().code], query).toEqual([400, 'validation_failed'])
    }
    const res = await owner.api.get(`/card/${cardId}/statement?month=${future}`)
    expect(res.json().message).toContain('in the future')
    expect((await owner.api.get(`/card/${cardId}/statement?month=${before}`)).json().message).toContain(
      'before the card existed',
    )
  })

  it('the parameters are in the OpenAPI document', async () => {
    const doc = (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string }[]; description?: string } }>
    }>()
    const route = doc.paths['/api/card/{id}/statement']?.get
    expect(route?.parameters?.map((p) => p.name).sort()).toEqual(['format', 'id', 'lang', 'month', 'tz'])
    expect(route?.description).toContain('400')
  })
})
