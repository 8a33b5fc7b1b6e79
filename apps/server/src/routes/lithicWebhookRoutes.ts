import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { LithicSettings } from '../config'
import { AppError } from '../errors'
import { findNulText, mayHoldNul } from '../http/findNulText'
import { nulRefusal } from '../http/nulRefusal'
import {
  BodyTooLargeError,
  type CheckedWebhookHeaders,
  checkWebhookHeaders,
  createFailedSignatureBudget,
  createRefusalHold,
  createUnprovenReadGate,
  handleLithicDelivery,
  LithicPayloadError,
  readSignedBody,
  reportRaisedEvents,
  type SignedBody,
  startSignatureCheck,
  verifyLithicSignature,
  webhookKeyOf,
  webhookRefusals,
} from '../modules/issuer'
import { appContext } from '../runtime/appContext'

/** Largest delivery accepted (a transaction update lists every event of the transaction). */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024

declare module 'fastify' {
  interface FastifyRequest {
    /** The Standard Webhooks headers of a Lithic delivery, checked before its body was read. */
    lithicWebhook?: CheckedWebhookHeaders
  }
}

/**
 * `POST /api/issuer/lithic/events` (API.md "Issuer webhooks"): every Lithic delivery, ASA requests included.
 * The decision path cannot be starved by junk: before the body is read (`onRequest`), a client over its
 * failed-signature budget is answered 429, a `Content-Length` over the cap 413, and missing headers, a
 * timestamp more than 5 minutes off or a signature that is not `v1,<base64>` 401, all without hashing. Only
 * then is the body read, each chunk hashed as it arrives under each configured secret (Node's native crypto)
 * and kept as bytes (this plugin's own content parser: nothing is decoded or parsed before the signature
 * holds); only a genuine delivery is decoded and parsed. A refusal is counted, logged without the signature, and never processed. An
 * ASA request is answered with the decision (`asa-response`); other events with 200 once applied (a repeated
 * delivery changes nothing).
 */
export function lithicWebhookRoutes(settings: LithicSettings): FastifyPluginAsync {
  return async (app) => {
    const ctx = appContext(app)
    const keys = settings.webhookSecrets.map(webhookKeyOf)
    const refusals = webhookRefusals(app.db)
    const budget = createFailedSignatureBudget()
    const gate = createUnprovenReadGate()
    const refusalHold = createRefusalHold()
    app.removeAllContentTypeParsers()
    // The body is hashed chunk by chunk as it arrives and stays bytes: only a genuine delivery is joined and
    // decoded (readSignedBody), so a junk body costs its hashing, in slices the decision path can pass between.
    app.addContentTypeParser('*', (request, payload, done) => {
      const headers = request.lithicWebhook
      if (!headers) {
        done(new AppError('unauthorized', 'unauthorized: bad or stale webhook signature'), undefined)
        return
      }
      readSignedBody(
        payload,
        startSignatureCheck(headers, keys),
        WEBHOOK_BODY_LIMIT_BYTES,
        Number(request.headers['content-length']),
      ).then(
        (body) => done(null, body),
        (error: unknown) => {
          if (error instanceof BodyTooLargeError) {
            refusals.tooLarge++
            done(new AppError('validation_failed', 'body too large', { status: 413 }), undefined)
          } else done(new AppError('validation_failed', 'body: incomplete', { cause: error }), undefined)
        },
      )
    })

    const refuseSignature = (request: FastifyRequest, why: string): never => {
      refusals.badSignature++
      budget.fail(request.ip, Date.now())
      request.log.warn(
        {
          webhookId: String(request.headers['webhook-id'] ?? '').slice(0, 256),
          why,
          refused: refusals.badSignature,
        },
        'lithic webhook refused: bad or stale signature',
      )
      throw new AppError('unauthorized', 'unauthorized: bad or stale webhook signature')
    }

    /** The cheap checks, in order of cost, before the body is read. */
    const screen = async (request: FastifyRequest, reply: FastifyReply) => {
      const now = Date.now()
      // A refusal here ends the connection with the answer: the body it announced is never read.
      const refuseEarly = () => reply.header('connection', 'close')
      if (budget.exhausted(request.ip, now)) {
        refusals.throttled++
        await refusalHold.hold()
        refuseEarly()
        reply.header('retry-after', String(budget.retryAfterSeconds(request.ip, now)))
        // Not logged one by one: a flood would flood the log too (the counter and the metrics say it).
        throw new AppError(
          'rate_limited',
          'too many requests: too many bad webhook signatures from this client',
        )
      }
      const length = Number(request.headers['content-length'] ?? 0)
      if (!Number.isFinite(length) || length > WEBHOOK_BODY_LIMIT_BYTES) {
        refusals.tooLarge++
        refuseEarly()
        throw new AppError('validation_failed', 'body too large', { status: 413 })
      }
      const checked = checkWebhookHeaders(request.headers, Math.floor(now / 1000))
      if (!checked.ok) {
        refuseEarly()
        refuseSignature(request, checked.refusal)
      } else request.lithicWebhook = checked.headers
      // A client with no genuine delivery yet shares the unproven budget (unprovenReadGate), charged with the
      // length it announces (the cap when it announces none).
      if (gate.isProven(request.ip, now)) return
      const announced = request.headers['content-length'] === undefined ? WEBHOOK_BODY_LIMIT_BYTES : length
      if (!gate.tryTake(announced, now)) {
        refusals.busy++
        await refusalHold.hold()
        refuseEarly()
        reply.header('retry-after', '1')
        throw new AppError('rate_limited', 'too many requests: too many deliveries from unproven clients')
      }
    }

    app.post(
      '/issuer/lithic/events',
      { schema: { hide: true }, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES, onRequest: screen },
      async (request, reply) => {
        const headers = request.lithicWebhook
        // No body at all (nothing to parse) is checked as the empty body.
        const body = (request.body as SignedBody | undefined) ?? {
          verified: headers !== undefined && verifyLithicSignature('', headers, keys),
          text: '',
        }
        if (!headers || !body.verified) return refuseSignature(request, 'hmac')
        gate.prove(request.ip, Date.now())
        const raw = body.text
        let payload: unknown
        try {
          payload = JSON.parse(raw)
        } catch (error) {
          refusals.badPayload++
          throw new AppError('validation_failed', 'body: malformed JSON', { cause: error })
        }
        const nulAt = mayHoldNul(raw) ? findNulText(payload) : null
        if (nulAt !== null) {
          refusals.badPayload++
          throw nulRefusal(`body.${nulAt}`)
        }
        try {
          const started = performance.now()
          const answer = await handleLithicDelivery(ctx, payload, headers!.id)
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
          // Tokenization decisioning (Apple Pay, Google Pay): the answer is the decision.
          if (answer.kind === 'tokenization') return reply.status(200).send(answer.body)
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
