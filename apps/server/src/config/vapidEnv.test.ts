import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { readVapidKeys } from './vapidEnv'

const { publicKey, privateKey } = webpush.generateVAPIDKeys()

describe('readVapidKeys (VAPID_*)', () => {
  it('is off without any of the three', () => {
    expect(readVapidKeys({})).toEqual({ problems: [] })
  })

  it('reads all three', () => {
    const subject = 'mailto:ops@cards.example.com'
    expect(
      readVapidKeys({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject }),
    ).toEqual({ value: { publicKey, privateKey, subject }, problems: [] })
  })

  it('names what is missing when only some are set', () => {
    expect(readVapidKeys({ VAPID_PUBLIC_KEY: publicKey }).problems).toEqual([
      expect.stringMatching(/^VAPID_PRIVATE_KEY: missing/),
      expect.stringMatching(/^VAPID_SUBJECT: missing/),
    ])
  })

  it('refuses keys that are not P-256 base64url and a subject that is neither mailto: nor https:', () => {
    const problems = readVapidKeys({
      VAPID_PUBLIC_KEY: 'not-a-key',
      VAPID_PRIVATE_KEY: `${privateKey}=`,
      VAPID_SUBJECT: 'http://cards.example.com',
    }).problems
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
    ])
  })
})
