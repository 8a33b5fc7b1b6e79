import { createTransport, type Transporter } from 'nodemailer'
import type { MailSettings } from '../../config'

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * The nodemailer SMTP transport of the settings: SMTP_URL (smtps:// is TLS from the start; smtp:// upgrades
 * with STARTTLS when offered, and must with SMTP_REQUIRE_TLS: a server that does not offer it gets no mail),
 * or the sandbox catcher on 127.0.0.1:`catcherPort`. Short timeouts: a dead server costs one round of the mail
 * job, never a request. No logger (it would print addresses).
 */
export function createMailTransport(smtp: MailSettings['smtp'], catcherPort?: number): Transporter {
  if (smtp.kind === 'url') {
    return createTransport({
      url: smtp.url,
      ...(smtp.requireTls ? { requireTLS: true } : {}),
      ...TIMEOUTS,
      logger: false,
      debug: false,
    } as never)
  }
  return createTransport({
    host: '127.0.0.1',
    port: catcherPort,
    secure: false,
    ignoreTLS: true,
    ...TIMEOUTS,
  })
}
