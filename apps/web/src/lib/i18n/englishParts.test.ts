import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import { englishAtStart, LATER_ENGLISH, loadLaterEnglish } from './englishParts'

describe('English in two parts', () => {
  it('the bundled part and the later one cover en.json exactly, each namespace once', () => {
    const atStart = Object.keys(englishAtStart)
    expect(atStart.filter((namespace) => (LATER_ENGLISH as readonly string[]).includes(namespace))).toEqual(
      [],
    )
    expect([...atStart, ...LATER_ENGLISH].sort()).toEqual(Object.keys(en).sort())
    expect(englishAtStart).toEqual(
      Object.fromEntries(atStart.map((namespace) => [namespace, (en as Record<string, unknown>)[namespace]])),
    )
  })

  it('the later part is read from the file as it is', async () => {
    expect(await loadLaterEnglish()).toEqual(
      Object.fromEntries(
        LATER_ENGLISH.map((namespace) => [namespace, (en as Record<string, unknown>)[namespace]]),
      ),
    )
  })
})
