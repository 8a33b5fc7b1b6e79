import type { MailSettings, Mode } from './types'

/**
 * SMTP_URL and MAIL_FROM: with SMTP_URL, mail goes there (MAIL_FROM required in production); without
 * it, the sandbox sends to its own SMTP catcher and production sends none (the start says so).
 */
export function readMailSettings(
  mode: Mode,
  smtpUrl: string | undefined,
  from: string | undefined,
  productName: string,
  requireTls = false,
): { value: MailSettings | undefined } | { problem: string } {
  if (smtpUrl) {
    let parsed: URL
    try {
      parsed = new URL(smtpUrl)
    } catch {
      return { problem: 'SMTP_URL: must be an smtp:// or smtps:// URL' }
    }
    if (!parsed.hostname) return { problem: 'SMTP_URL: must name a host' }
    if (!from && mode === 'production')
      return { problem: 'MAIL_FROM: missing (required in production with SMTP_URL)' }
  }
  const sender = from ?? `${productName} <no-reply@localhost>`
  if (smtpUrl) return { value: { from: sender, smtp: { kind: 'url', url: smtpUrl, requireTls } } }
  if (mode === 'sandbox') return { value: { from: sender, smtp: { kind: 'sandbox-catcher' } } }
  return { value: undefined }
}
