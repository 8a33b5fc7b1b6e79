import type { OwnerLanguage } from '@chaincard/domain'
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import { cardChallenges } from '../../db/schema/issuer'
import { type MailOutboxRow, mailOutbox } from '../../db/schema/mail'
import type { Db } from '../../db/types'
import type { Clock } from '../../deps'
import { openWalletCode, walletBrand } from '../../runtime/cardData/openWalletCode'
import type { CardDataSealer } from '../../runtime/cardData/sealCardData'
import { cardLink, mailFacts } from './mailFacts'
import { renderMail } from './mailTexts'

/** Rows sent per round at most. */
const MAIL_BATCH = 20
/** After this many failed attempts a row is given up (`failed`): about a day and a half of retries. */
const MAIL_MAX_ATTEMPTS = 30
const FIRST_RETRY_MS = 10_000
const LAST_RETRY_MS = 3_600_000

/** Wait before attempt `attempts + 1`: 10 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS)
}

export type MailSender = {
  db: Db
  clock: Clock
  transport: Pick<Transporter, 'sendMail'>
  from: string
  publicOrigin: string
  productName: string
  /** The support address a held deposit's mail names (the app's SUPPORT_EMAIL); without it, none is named. */
  supportEmail?: string | undefined
  log: FastifyBaseLogger
  /** Opens a wallet's activation code as its mail leaves: the outbox row never holds it. */
  sealer: CardDataSealer
}

export type SendRound = { sent: number; retrying: number; failed: number; skipped: number }

/** What an SMTP error says, without addresses: its code and reply code ("ECONNREFUSED", "EENVELOPE 550"). */
export function describeError(error: unknown): { text: string; permanent: boolean } {
  // nodemailer files a socket's own error under its phase (ESOCKET, ETLS) and keeps the socket's code as
  // `originalCode`: a certificate refused says why (DEPTH_ZERO_SELF_SIGNED_CERT, CERT_HAS_EXPIRED,
  // ERR_TLS_CERT_ALTNAME_INVALID), which the operator needs, not only ESOCKET. Codes only: a message could carry
  // an address.
  const e = error as { code?: string; originalCode?: string; responseCode?: number; command?: string }
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600
  const parts = [
    e.code ?? 'error',
    e.originalCode,
    e.command === 'STARTTLS' ? 'STARTTLS' : undefined,
    e.responseCode,
  ]
  return { text: parts.filter(Boolean).join(' ').slice(0, 80), permanent }
}

/** What a mail's text needs that its row does not hold: a wallet's activation code, opened as it leaves. */
type Opened = { walletCode?: { code: string; wallet: string | null; device: string | null; minutes: number } }

function compose(sender: MailSender, row: MailOutboxRow, opened: Opened) {
  const language = row.language as OwnerLanguage
  const link =
    row.kind === 'email.verify'
      ? `${sender.publicOrigin}/api/mail/verify?token=${encodeURIComponent(String(row.payload.token ?? ''))}`
      : row.kind === 'wallet.active'
        ? // The card's wallets, where the owner removes a token they did not add.
          `${cardLink(sender.publicOrigin, language, row.cardId)}#wallets`
        : row.kind === 'deposit.held'
          ? // The card's held deposits, each with its amount, network, transaction and status.
            `${cardLink(sender.publicOrigin, language, row.cardId)}#held-deposits`
          : cardLink(sender.publicOrigin, language, row.cardId)
  return renderMail(language, row.kind, {
    ...mailFacts(row, language, sender.productName, link),
    ...(row.kind === 'deposit.held' && sender.supportEmail ? { support: sender.supportEmail } : {}),
    ...opened.walletCode,
  })
}

/**
 * What the mail still needs when it leaves, or null when it needs no mail any more: a challenge answered or
 * expired before its mail left; a wallet's activation code expired, cleared or used (the token no longer
 * pending). A wallet's mail gets its code here, opened from card_wallet_tokens.
 */
async function stillRelevant(sender: MailSender, row: MailOutboxRow, now: Date): Promise<Opened | null> {
  if (row.kind === 'wallet.code') {
    const id = row.payload.walletTokenId
    const opened = typeof id === 'string' ? await openWalletCode(sender, id, now) : null
    if (!opened) return null
    return {
      walletCode: {
        code: opened.code,
        wallet: walletBrand(opened.wallet),
        device: opened.device?.trim().slice(0, 100) || null,
        minutes: Math.max(1, Math.ceil((opened.expiresAt.getTime() - now.getTime()) / 60_000)),
      },
    }
  }
  if (row.kind !== 'challenge.opened') return {}
  const id = row.payload.challengeId
  if (typeof id !== 'string') return {}
  const [challenge] = await sender.db
    .select({ status: cardChallenges.status })
    .from(cardChallenges)
    .where(eq(cardChallenges.id, id))
  return !challenge || challenge.status === 'pending' ? {} : null
}

/**
 * One round of the mail job: the due pending rows of the outbox, oldest first, each sent over SMTP and marked
 * `sent` (a verification row loses its token then). A failure delays that row (retryDelayMs) and ends the round,
 * since the server is likely down for the rest too; a permanent refusal (5xx) or MAIL_MAX_ATTEMPTS marks it
 * `failed`. Logs the outbox id and the error code only, never the address or the text.
 */
export async function sendDueMails(sender: MailSender): Promise<SendRound> {
  const { db, clock, log } = sender
  const round: SendRound = { sent: 0, retrying: 0, failed: 0, skipped: 0 }
  const now = clock.now()
  const due = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(MAIL_BATCH)
  for (const row of due) {
    const opened = await stillRelevant(sender, row, clock.now())
    if (!opened) {
      await db.update(mailOutbox).set({ status: 'skipped' }).where(eq(mailOutbox.id, row.id))
      round.skipped++
      continue
    }
    const { subject, text } = compose(sender, row, opened)
    try {
      // Automatic mail (RFC 3834): no vacation or out-of-office auto-reply is sent back to it.
      await sender.transport.sendMail({
        from: sender.from,
        to: row.email,
        subject,
        text,
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
    } catch (error) {
      const { text: reason, permanent } = describeError(error)
      const attempts = row.attempts + 1
      const giveUp = permanent || attempts >= MAIL_MAX_ATTEMPTS
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: reason,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, row.id))
      if (giveUp) {
        round.failed++
        log.warn({ outboxId: row.id, kind: row.kind, attempts, reason }, 'mail given up')
        continue
      }
      round.retrying++
      log.warn({ outboxId: row.id, kind: row.kind, attempts, reason }, 'mail not sent; retrying later')
      break
    }
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: clock.now(),
        attempts: row.attempts + 1,
        lastError: null,
        payload: sql`${mailOutbox.payload} - 'token'`,
      })
      .where(eq(mailOutbox.id, row.id))
    round.sent++
    log.info({ outboxId: row.id, kind: row.kind }, 'mail sent')
  }
  return round
}
