import { OwnerLanguage } from '@chaincard/domain'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseEnvSchema } from '../../config/envSchema'
import { readMailSettings } from '../../config/mailSettings'
import { MAIL_KINDS } from '../../db/schema/mail'
import { languageFromHeader } from '../../http/acceptLanguage'
import { decodeHeader } from './decodeMail'
import { cardLink } from './mailFacts'
import { MAIL_TEXTS, renderMail } from './mailTexts'
import { retryDelayMs } from './sendDueMails'
import { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher'

let catcher: SmtpCatcher
beforeAll(async () => {
  catcher = await startSmtpCatcher()
})
afterAll(() => catcher.stop())

describe('the catcher decodes what nodemailer encodes', () => {
  it.each([
    ['ASCII', 'Confirm your address', 'Open http://localhost:8080/api/mail/verify?token=abc_-123'],
    [
      'German (quoted-printable)',
      'Einkauf über 12,50 USD freigeben',
      'Öffnen Sie diesen Link: ü ä ß\n\nZweite Zeile',
    ],
    ['Chinese (base64)', '请确认一笔 12.50 USD 的消费', '您的电子邮箱已验证。'.repeat(20)],
    ['long Russian subject (folded words)', 'подтвердите покупку '.repeat(6).trim(), 'Покупка на 900,00 USD'],
  ])('%s', async (_name, subject, text) => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: catcher.port,
      secure: false,
      ignoreTLS: true,
    })
    await transport.sendMail({
      from: 'Chaincard <no-reply@chaincard.example>',
      to: 'a@example.com',
      subject,
      text,
    })
    transport.close()
    const [mail] = catcher.mails()
    expect(mail).toMatchObject({
      subject,
      to: ['a@example.com'],
      from: 'Chaincard <no-reply@chaincard.example>',
    })
    expect(mail!.text.trimEnd()).toBe(text)
  })

  it('joins adjacent encoded words and keeps plain text between them', () => {
    expect(decodeHeader('=?UTF-8?Q?=C3=BC?= =?UTF-8?B?w6Q=?= and =?utf-8?q?x_y?=')).toBe('üä and x y')
  })
})

describe('texts', () => {
  it.each(OwnerLanguage.options)('%s has every kind, with the link and no placeholder left', (language) => {
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(language, kind, {
        product: 'Chaincard',
        link: 'https://cards.example/x',
        amount: '12.50 USD',
        merchant: 'Shop',
        code: '482913',
        wallet: 'Apple Pay',
        device: 'iPhone 15',
        minutes: 10,
      })
      expect(mail.subject).toContain('Chaincard')
      expect(mail.text).toContain('https://cards.example/x')
      expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|null|\$\{/)
      if (kind === 'wallet.code') {
        // The code is in the text, with the wallet and device, never in the subject (a lock screen shows it).
        expect(mail.text).toContain('482913')
        expect(mail.text).toContain('Apple Pay')
        expect(mail.text).toContain('iPhone 15')
        expect(mail.subject).not.toContain('482913')
        // A wallet the issuer does not name, on no known device, is said in words.
        const unnamed = renderMail(language, kind, {
          product: 'Chaincard',
          link: 'https://cards.example/x',
          code: '482913',
          wallet: null,
          device: null,
          minutes: 1,
        })
        expect(unnamed.text).toContain('482913')
        expect(`${unnamed.subject}${unnamed.text}`).not.toMatch(/undefined|null|\$\{/)
      } else if (kind === 'wallet.active') {
        // The wallet and device that now pay with the card; an unnamed one said in words.
        expect(mail.text).toContain('Apple Pay')
        expect(mail.text).toContain('iPhone 15')
        const unnamed = renderMail(language, kind, {
          product: 'Chaincard',
          link: 'https://cards.example/x',
          wallet: null,
          device: null,
        })
        expect(unnamed.text).toContain('https://cards.example/x')
        expect(`${unnamed.subject}${unnamed.text}`).not.toMatch(/undefined|null|\$\{/)
      } else if (kind !== 'email.verify') expect(mail.text).toContain('12.50 USD')
    }
    expect(Object.keys(MAIL_TEXTS[language]).sort()).toEqual([...MAIL_KINDS].sort())
  })

  it('links to the card page in the app language (no prefix for English)', () => {
    expect(cardLink('https://c.example', 'de', 'id1')).toBe('https://c.example/de/card/id1')
    expect(cardLink('https://c.example', 'zh-tw', 'id1')).toBe('https://c.example/zh-tw/card/id1')
    expect(cardLink('https://c.example', 'en', 'id1')).toBe('https://c.example/card/id1')
    expect(cardLink('https://c.example', 'ru', null)).toBe('https://c.example/ru/card')
  })
})

describe('the owner language from Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,ja;q=0.5,en;q=0.4', 'ja'],
    ['en;q=0.2,tr;q=0.9', 'tr'],
    ['zh-TW,zh;q=0.9', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh-CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['ru-RU', 'ru'],
    ['fr-FR,it;q=0.5', undefined],
    ['de;q=0', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language)
  })
})

describe('SMTP_URL and MAIL_FROM', () => {
  it('sandbox without SMTP_URL: its catcher; production without: no mail', () => {
    expect(readMailSettings('sandbox', undefined, undefined, 'Chaincard')).toEqual({
      value: { from: 'Chaincard <no-reply@localhost>', smtp: { kind: 'sandbox-catcher' } },
    })
    expect(readMailSettings('production', undefined, undefined, 'Chaincard')).toEqual({ value: undefined })
  })

  it('production with SMTP_URL needs MAIL_FROM', () => {
    const url = 'smtps://user:secret@smtp.example.com:465'
    expect(readMailSettings('production', url, undefined, 'Chaincard')).toEqual({
      problem: 'MAIL_FROM: missing (required in production with SMTP_URL)',
    })
    expect(readMailSettings('production', url, 'Cards <no-reply@cards.example>', 'Chaincard')).toEqual({
      value: { from: 'Cards <no-reply@cards.example>', smtp: { kind: 'url', url, requireTls: false } },
    })
  })

  it('SMTP_URL must be smtp:// or smtps://; MAIL_FROM an address', () => {
    expect(baseEnvSchema.safeParse({ SMTP_URL: 'http://smtp.example.com' }).success).toBe(false)
    expect(baseEnvSchema.safeParse({ SMTP_URL: 'smtp://smtp.example.com:587' }).success).toBe(true)
    expect(baseEnvSchema.safeParse({ MAIL_FROM: 'not an address' }).success).toBe(false)
    expect(baseEnvSchema.safeParse({ MAIL_FROM: 'Cards <a@b.example>' }).success).toBe(true)
  })

  it('retries after 10 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 12, 30].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 80_000, 3_600_000, 3_600_000,
    ])
  })
})
