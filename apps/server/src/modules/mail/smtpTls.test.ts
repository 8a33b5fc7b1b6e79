import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { createMailTransport } from './mailTransport'
import { describeError } from './sendDueMails'

// SMTP_REQUIRE_TLS against a real SMTP server on 127.0.0.1 (smtp-server): one that offers no STARTTLS gets no mail
// when TLS is required, and a certificate the client refuses is reported with its reason, not only ESOCKET.
const servers: SMTPServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))))
})

async function startServer(options: SMTPServerOptions) {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address))
        callback()
      })
    },
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  return { url: `smtp://127.0.0.1:${port}`, received }
}

const mail = { from: 'Cards <no-reply@cards.example>', to: 'ann@example.com', subject: 'Hi', text: 'Hello' }

describe('SMTP_REQUIRE_TLS', () => {
  it('a server without STARTTLS: sent in clear when not required, refused (ETLS) when required', async () => {
    const plain = await startServer({ disabledCommands: ['STARTTLS', 'AUTH'] })
    await createMailTransport({ kind: 'url', url: plain.url, requireTls: false }).sendMail(mail)
    expect(plain.received).toEqual(['ann@example.com'])

    const refused = await createMailTransport({ kind: 'url', url: plain.url, requireTls: true })
      .sendMail(mail)
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(refused).toBeInstanceOf(Error)
    expect(describeError(refused).text).toMatch(/^ETLS\b/)
    expect(plain.received).toEqual(['ann@example.com'])
  })

  it('a certificate the client refuses is reported with its reason, and nothing is sent', async () => {
    // smtp-server offers STARTTLS with its built-in self-signed certificate.
    const selfSigned = await startServer({ disabledCommands: ['AUTH'] })
    const error = await createMailTransport({ kind: 'url', url: selfSigned.url, requireTls: true })
      .sendMail(mail)
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    const { text } = describeError(error)
    expect(text).toMatch(/SELF_SIGNED|CERT|UNABLE_TO_VERIFY/)
    expect(text).not.toContain('ann@example.com')
    expect(selfSigned.received).toEqual([])
  })
})
