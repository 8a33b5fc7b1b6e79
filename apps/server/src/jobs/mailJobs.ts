import type { FastifyInstance } from 'fastify'
import type { Transporter } from 'nodemailer'
import { CARD_EVENTS_CHANNEL } from '../db/cardEventsChannel'
import {
  createMailTransport,
  keepSmtpCatcher,
  MAIL_PRUNE_INTERVAL_MS,
  pruneMail,
  type SmtpCatcher,
  sendDueMails,
  startSmtpCatcher,
} from '../modules/mail'
import { appContext } from '../runtime/appContext'
import { createJobRunner, type SingletonJob } from '../runtime/jobs/createJobRunner'
import { onWake } from '../runtime/jobs/wakeJob'
import type { AppJob } from './appJob'

/** How often the mail job looks for due rows (besides a round at once on each card event). */
const MAIL_INTERVAL_MS = 2_000

/**
 * The mail jobs, run by a worker (ROLE worker or all): `mail` sends the outbox (when mail is configured; a card
 * event or a request for a new verification link starts a round at once) and `mail-prune` drops old mails and
 * links. In the sandbox without SMTP_URL it starts the SMTP catcher the sandbox's mailbox routes show.
 */
export function createMailJobs(app: FastifyInstance): AppJob {
  const settings = app.config.mail
  const { sealer } = appContext(app)
  let catcher: SmtpCatcher | undefined
  let transport: Transporter | undefined
  let stopListening: (() => Promise<void>) | undefined
  const jobs: SingletonJob[] = [
    {
      name: 'mail',
      intervalMs: MAIL_INTERVAL_MS,
      run: async () => {
        if (!transport || !settings) return
        await sendDueMails({
          db: app.db,
          clock: app.clock,
          transport,
          from: settings.from,
          publicOrigin: app.config.publicOrigin,
          productName: app.config.productName,
          supportEmail: app.config.supportEmail,
          log: app.log,
          sealer,
        })
      },
    },
    {
      name: 'mail-prune',
      intervalMs: MAIL_PRUNE_INTERVAL_MS,
      run: async () => {
        const pruned = await pruneMail(app.db, app.clock.now())
        if (pruned.mails + pruned.links > 0) app.log.info(pruned, 'old mails and verification links pruned')
      },
    },
  ]
  // Without mail settings nothing is sent: only the prune job runs.
  const job = createJobRunner(settings ? jobs : jobs.slice(1), {
    database: app.database,
    onError: (error, name) => {
      app.metrics.moneyPath.jobFailures.inc({ job: name })
      app.log.warn({ err: error, job: name }, 'mail job failed; retrying next round')
    },
  })

  let stopWaking: (() => void) | undefined
  return {
    async start() {
      if (!settings) {
        app.log.info('mail off: SMTP_URL is not set, no e-mail is sent (the outbox keeps what would be sent)')
        job.start()
        return
      }
      if (settings.smtp.kind === 'sandbox-catcher') {
        catcher = await startSmtpCatcher()
        keepSmtpCatcher(app.database, catcher)
        app.log.info(
          `sandbox SMTP catcher on 127.0.0.1:${catcher.port}; mails at ${app.config.publicOrigin}/api/sandbox/mailbox`,
        )
      }
      transport = createMailTransport(settings.smtp, catcher?.port)
      job.start()
      stopWaking = onWake(app.database, 'mail', () => job.trigger('mail'))
      // A card event (a challenge above all) starts a round at once instead of at the next tick; only the
      // process holding the mail lock sends, and a burst of events makes one extra round.
      stopListening = await app.database.listen(CARD_EVENTS_CHANNEL, { onNotify: () => job.trigger('mail') })
    },
    async stop() {
      stopWaking?.()
      await stopListening?.()
      await job.stop()
      transport?.close()
      keepSmtpCatcher(app.database, undefined)
      await catcher?.stop()
    },
  }
}
