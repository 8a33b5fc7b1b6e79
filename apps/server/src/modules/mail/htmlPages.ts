import type { OwnerLanguage } from '@chaincard/domain'
import type { VerifyOutcome } from './emailVerification'
import type { CaughtMail } from './smtpCatcher'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function page(language: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}pre{white-space:pre-wrap;background:#f4f4f5;padding:.75rem;border-radius:.5rem}article{border-top:1px solid #ddd;padding:.5rem 0}</style></head><body>${body}</body></html>`
}

const VERIFY_TEXTS: Record<OwnerLanguage, Record<VerifyOutcome['result'], string> & { open: string }> = {
  en: {
    confirmed: 'Your e-mail address is already confirmed. Nothing more to do.',
    verified: 'Your e-mail address is confirmed. You will be told here about your card.',
    expired: 'This link has expired. Ask for a new one in the app (Profile).',
    invalid:
      'This link is not valid any more (used already, or the address changed). Ask for a new one in the app.',
    open: 'Open the app',
  },
  de: {
    confirmed: 'Ihre E-Mail-Adresse ist bereits bestätigt. Sie müssen nichts weiter tun.',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Sie erhalten hier Nachrichten zu Ihrer Karte.',
    expired: 'Dieser Link ist abgelaufen. Fordern Sie in der App (Profil) einen neuen an.',
    invalid:
      'Dieser Link ist nicht mehr gültig (schon benutzt, oder die Adresse wurde geändert). Fordern Sie in der App einen neuen an.',
    open: 'App öffnen',
  },
  ja: {
    confirmed: 'メールアドレスは確認済みです。これ以上の操作は必要ありません。',
    verified: 'メールアドレスが確認されました。カードに関するお知らせをこちらにお送りします。',
    expired: 'このリンクは有効期限が切れています。アプリ（プロフィール）で新しいリンクを請求してください。',
    invalid:
      'このリンクは無効です（使用済み、またはアドレスが変更されました）。アプリで新しいリンクを請求してください。',
    open: 'アプリを開く',
  },
  ru: {
    confirmed: 'Ваш адрес уже подтверждён. Больше ничего делать не нужно.',
    verified: 'Ваш адрес подтверждён. Сюда будут приходить уведомления о карте.',
    expired: 'Срок действия ссылки истёк. Запросите новую в приложении (Профиль).',
    invalid:
      'Эта ссылка больше не действует (уже использована или адрес изменён). Запросите новую в приложении.',
    open: 'Открыть приложение',
  },
  tr: {
    confirmed: 'E-posta adresiniz zaten doğrulandı. Başka bir şey yapmanıza gerek yok.',
    verified: 'E-posta adresiniz doğrulandı. Kartınızla ilgili bildirimler buraya gelecek.',
    expired: 'Bu bağlantının süresi doldu. Uygulamada (Profil) yenisini isteyin.',
    invalid:
      'Bu bağlantı artık geçerli değil (kullanılmış veya adres değişmiş). Uygulamada yenisini isteyin.',
    open: 'Uygulamayı aç',
  },
  'zh-cn': {
    confirmed: '您的电子邮箱已经验证，无需其他操作。',
    verified: '您的电子邮箱已验证。卡片通知将发送到此邮箱。',
    expired: '此链接已过期。请在应用（个人资料）中重新获取。',
    invalid: '此链接已失效（已使用或邮箱已更改）。请在应用中重新获取。',
    open: '打开应用',
  },
  'zh-tw': {
    confirmed: '您的電子郵件地址已經驗證，無需其他操作。',
    verified: '您的電子郵件地址已驗證。卡片通知將寄到此地址。',
    expired: '此連結已過期。請在應用程式（個人資料）中重新取得。',
    invalid: '此連結已失效（已使用或地址已變更）。請在應用程式中重新取得。',
    open: '開啟應用程式',
  },
}

/** The page the verification link answers, in the owner's language, with the way back to the app. */
export function verifyPage(
  outcome: VerifyOutcome & { language: OwnerLanguage },
  productName: string,
  appUrl: string,
): string {
  const texts = VERIFY_TEXTS[outcome.language]
  return page(
    outcome.language,
    productName,
    `<h1>${escapeHtml(productName)}</h1><p>${escapeHtml(texts[outcome.result])}</p><p><a href="${escapeHtml(appUrl)}">${escapeHtml(texts.open)}</a></p>`,
  )
}

/** The sandbox's mailbox: what the SMTP catcher caught, newest first, links clickable. */
export function mailboxPage(mails: CaughtMail[]): string {
  const linkify = (text: string) =>
    escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
  const items = mails
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p>${escapeHtml(mail.receivedAt.toISOString())} · ${escapeHtml(mail.to.join(', '))}</p><pre>${linkify(mail.text)}</pre></article>`,
    )
    .join('')
  return page(
    'en',
    'Sandbox mailbox',
    `<h1>Sandbox mailbox</h1><p>Mails the sandbox's SMTP catcher received (${mails.length}; reload for new ones).</p>${items || '<p>No mail yet.</p>'}`,
  )
}
