import type { FastifyPluginAsync } from 'fastify'
import type { LithicSettings } from '../../../../config'
import { AppError } from '../../../../errors'
import { cardsContext } from '../../../cards/cardsContext'
import { createLithicClient } from './createLithicClient'
import { handleLithicDelivery, LithicPayloadError } from './handleLithicDelivery'
import { reportRaisedEvents } from './reportRaisedEvents'
import { verifyLithicSignature } from './verifyLithicSignature'
import { webhookRefusals } from './webhookRefusals'

/** Largest delivery accepted (a transaction update lists every event of the transaction). */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024

/**
 * `POST /api/issuer/lithic/events` (API.md "Issuer webhooks"): every Lithic delivery, ASA requests included.
 * The body is taken as raw text (this plugin's own content parser: nothing is parsed before the signature
 * is checked), verified with the SDK's Standard Webhooks helper (timestamps more than 5 minutes off are
 * refused), and only then parsed. A bad or stale signature is 401, counted, logged without the signature,
 * and never processed. An ASA request is answered with the decision (`asa-response`); other events with
 * 200 once applied (a repeated delivery changes nothing).
 */
export function lithicWebhookRoutes(settings: LithicSettings): FastifyPluginAsync {
  return async (app) => {
    const ctx = cardsContext(app)
    const client = createLithicClient(settings)
    const refusals = webhookRefusals(app.db)
    app.removeAllContentTypeParsers()
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    )

    app.post(
      '/issuer/lithic/events',
      { schema: { hide: true }, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : ''
        if (!verifyLithicSignature(client, raw, request.headers, settings.webhookSecrets)) {
          refusals.badSignature++
          request.log.warn(
            { webhookId: String(request.headers['webhook-id'] ?? ''), refused: refusals.badSignature },
            'lithic webhook refused: bad or stale signature',
          )
          throw new AppError('unauthorized', 'unauthorized: bad or stale webhook signature')
        }
        let payload: unknown
        try {
          payload = JSON.parse(raw)
        } catch (error) {
          refusals.badPayload++
          throw new AppError('validation_failed', 'body: malformed JSON', { cause: error })
        }
        try {
          const started = performance.now()
          const answer = await handleLithicDelivery(ctx, payload, String(request.headers['webhook-id']))
          if (answer.kind === 'asa') {
            const outcome = (answer.body as { result?: unknown }).result
            app.metrics.moneyPath.issuerDecisionDuration.observe(
              { outcome: typeof outcome === 'string' ? outcome.toLowerCase() : 'unknown' },
              (performance.now() - started) / 1000,
            )
            return reply.status(200).send(answer.body)
          }
          // 3DS customer decisioning: the answer is the decision.
          if (answer.kind === 'three_ds') return reply.status(200).send(answer.body)
          reportRaisedEvents(app.metrics.moneyPath, request.log, answer.raised)
          return reply
            .status(200)
            .send({ received: true, applied: answer.applied, duplicates: answer.duplicates })
        } catch (error) {
          if (error instanceof LithicPayloadError) {
            refusals.badPayload++
            throw new AppError('validation_failed', error.shortMessage, { cause: error })
          }
          throw error
        }
      },
    )
  }
}
