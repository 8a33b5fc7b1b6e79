import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { type DecodedMail, decodeMail } from './decodeMail'

export type CaughtMail = DecodedMail & { id: number; receivedAt: Date }

export type SmtpCatcher = {
  /** The port it listens on (127.0.0.1). */
  port: number
  /** Newest first. */
  mails(): CaughtMail[]
  stop(): Promise<void>
}

/** Most mails kept (in memory; the oldest go first). */
const CATCHER_KEEP = 200
/** Largest mail accepted. */
const MAX_BYTES = 256 * 1024

/**
 * An SMTP server on 127.0.0.1 (`port` 0: a free one) that accepts every mail, without authentication or TLS,
 * and keeps it decoded in memory: the sandbox's mailbox (and the tests' mail server), so the loop works offline.
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = []
  let nextId = 1
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        caught.unshift({
          ...decodeMail(Buffer.concat(chunks).toString('utf8'), to),
          id: nextId++,
          receivedAt: new Date(),
        })
        caught.length = Math.min(caught.length, CATCHER_KEEP)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', () => {})
  return {
    port: (server.server.address() as AddressInfo).port,
    mails: () => [...caught],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
