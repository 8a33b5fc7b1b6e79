import { MailStatusResponse, MailVerifyQuery, SandboxMailsResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { languageFromHeader } from '../http/acceptLanguage'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  cardLink,
  caughtMails,
  mailboxPage,
  readMailStatus,
  resendEmailVerification,
  verifyEmail,
  verifyPage,
} from '../modules/mail'
import { wakeJob } from '../runtime/jobs/wakeJob'

/**
 * E-mail notifications: the verification link and a new link (the outbox is sent by
 * jobs/mailJobs.ts, which a new link wakes). In the sandbox without SMTP_URL, an SMTP catcher on
 * 127.0.0.1 receives the mails and `/api/sandbox/mails` (JSON) and `/api/sandbox/mailbox` (a page) show them to
 * an operator (the admin token).
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail/verify',
    {
      schema: {
        tags: ['mail'],
        summary: 'Confirm the e-mail address given at application (the link of the verification mail)',
        description:
          "Public: the token is the proof. Valid, unused and unexpired (24 h), and naming the current address: the address is verified and the link used up. Answers a small page in the owner's language (400 when the link is invalid or expired) with a link to the app.",
        querystring: MailVerifyQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      // A HEAD (what mail link scanners send before the person clicks) changes nothing: the link stays usable.
      if (request.method === 'HEAD') {
        return reply
          .status(200)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send()
      }
      const verified = await verifyEmail(app.db, request.query.token, app.clock.now())
      const language = verified.language ?? languageFromHeader(request.headers['accept-language']) ?? 'en'
      const outcome = { ...verified, language }
      return reply
        .status(outcome.result === 'verified' || outcome.result === 'confirmed' ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          verifyPage(
            outcome,
            app.config.productName,
            cardLink(app.config.publicOrigin, outcome.language, null),
          ),
        )
    },
  )

  app.get(
    '/mail/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['mail'],
        summary: 'The e-mail address given at application and whether it is verified',
        security: [{ session: [] }],
        response: { 200: MailStatusResponse },
      },
    },
    async (request) => readMailStatus(app.db, request.session!.addressLower),
  )

  app.post(
    '/mail/verification',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags: ['mail'],
        summary: 'Send a new verification link to the e-mail address given at application',
        description:
          '409 invalid_action when no address was given or it is verified already; 429 within a minute of the last link.',
        security: [{ session: [] }],
      },
    },
    async (request, reply) => {
      await resendEmailVerification(
        app.db,
        request.session!.addressLower,
        app.clock.now(),
        app.config.budgets.verificationMailsPerHour,
      )
      wakeJob(app.database, 'mail')
      return reply.status(204).send()
    },
  )

  if (app.config.mode !== 'sandbox') return
  // The caught mails hold everyone's verification links and wallet activation codes: operators only (the sandbox's
  // token, as a header or, for a browser, `?token=`; the start banner prints the link).
  const onRequest = app.operatorGuard({ queryToken: true })

  app.get(
    '/sandbox/mails',
    {
      onRequest,
      schema: {
        tags: ['sandbox'],
        security: [{ admin: [] }],
        summary: "The mails the sandbox's SMTP catcher received, newest first (empty when SMTP_URL is set)",
        response: { 200: SandboxMailsResponse },
      },
    },
    async () => ({
      mails: caughtMails(app.database).map((mail) => ({
        ...mail,
        receivedAt: mail.receivedAt.toISOString(),
      })),
    }),
  )

  app.get(
    '/sandbox/mailbox',
    {
      onRequest,
      schema: {
        tags: ['sandbox'],
        security: [{ admin: [] }],
        summary: "The sandbox's caught mails as a page, links clickable (a browser: ?token=)",
        produces: ['text/html'],
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Its own URL carries the token: the links it shows must not pass it on.
        .header('referrer-policy', 'no-referrer')
        .send(mailboxPage(caughtMails(app.database))),
  )
}
