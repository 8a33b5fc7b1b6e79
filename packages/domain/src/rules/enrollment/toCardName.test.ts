import { describe, expect, it } from 'vitest'
import { CARD_NAME_MAX, toCardName } from './toCardName'

describe('toCardName', () => {
  it('writes legal names in Latin capitals the networks emboss', () => {
    expect(toCardName('Jürgen', 'Groß-Müller')).toBe('JUERGEN GROSS-MUELLER')
    expect(toCardName('Seán', "O'Brien")).toBe("SEAN O'BRIEN")
    expect(toCardName('Zoë', 'Łukasiewicz')).toBe('ZOE LUKASIEWICZ')
    expect(toCardName('Søren', 'Kierkegård')).toBe('SOREN KIERKEGARD')
    expect(toCardName('Пётр', 'Иванов')).toBe('PETR IVANOV')
    expect(toCardName('Ayşe', 'Yılmaz')).toBe('AYSE YILMAZ')
    expect(toCardName('Anne-Marie', 'D’Arc')).toBe("ANNE-MARIE D'ARC")
  })
  it('writes the German umlauts out, however they were typed (composed or as a letter and a mark)', () => {
    expect(toCardName('Ännchen', 'Öztürk')).toBe('AENNCHEN OEZTUERK')
    expect(toCardName('Ju\u0308rgen', 'Mu\u0308ller')).toBe('JUERGEN MUELLER')
  })
  it('leaves out what has no Latin form (the person edits it) and fits 26 characters at a word', () => {
    expect(toCardName('太郎', 'Yamada')).toBe('YAMADA')
    expect(toCardName('Maximilian Alexander', 'Wolfeschlegelsteinhausen')).toBe('MAXIMILIAN ALEXANDER')
    const long = toCardName('Bartholomew', 'Featherstonehaugh-Cholmondeley')
    expect(long.length).toBeLessThanOrEqual(CARD_NAME_MAX)
    expect(long).toBe('BARTHOLOMEW')
  })
})

describe('toE164', () => {
  it('joins the calling code and the national number, dropping a trunk prefix', async () => {
    const { toE164 } = await import('./toE164')
    expect(toE164({ callingCode: '1', phoneNumber: '2025550143' })).toBe('+12025550143')
    expect(toE164({ callingCode: '49', phoneNumber: '015112345678' })).toBe('+4915112345678')
    expect(toE164({ callingCode: '44', phoneNumber: '07911123456' })).toBe('+447911123456')
  })
})

describe('isOldEnough', () => {
  it('is 18 on the 18th birthday, not the day before', async () => {
    const { isOldEnough } = await import('./isOldEnough')
    expect(isOldEnough('2008-11-28', '2026-11-28')).toBe(true)
    expect(isOldEnough('2008-11-29', '2026-11-28')).toBe(false)
    expect(isOldEnough('2008-12-01', '2026-11-28')).toBe(false)
    expect(isOldEnough('1990-04-01', '2026-11-28')).toBe(true)
  })
})
