import {
  CardChallengeResponse,
  CardParams,
  CardRevealBody,
  CardRevealResponse,
  CardViewResponse,
  ChallengeAnswerBody,
  ChallengeParams,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Hex } from 'viem'
import { revealCardDetails } from '../flows/revealCardDetails'
import { showCardView } from '../flows/showCardView'
import { NO_CONTENT } from '../http/openapi/noContent'
import { answerChallenge, getPendingChallenge } from '../modules/issuer'
import { appContext } from '../runtime/appContext'
import { readPreAuthClient } from '../runtime/session'

/**
 * What the issuer shows a card's owner: the pending 3DS challenge (and its answer), the card view, and the
 * card's details again behind a fresh signature.
 */
export const issuerOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const tags = ['cards']

  app.get(
    '/card/:id/challenge',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The pending 3DS challenge of a card, or "OK"',
        params: CardParams,
        response: { 200: CardChallengeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const answer = await getPendingChallenge(ctx, request.params.id, request.session!.addressLower)
      // Fastify sends a returned string as is; the answer is the JSON string "OK".
      if (answer === 'OK') {
        return reply
          .type('application/json; charset=utf-8')
          .serializer((v) => JSON.stringify(v))
          .send('OK')
      }
      return answer
    },
  )

  app.post(
    '/card/:id/challenge/:challengeId',
    {
      preHandler: app.authenticate,
      schema: {
        response: { 204: NO_CONTENT },
        tags,
        summary: 'Approve or decline a 3DS challenge',
        params: ChallengeParams,
        body: ChallengeAnswerBody,
      },
    },
    async (request, reply) => {
      await answerChallenge(
        ctx,
        request.params.id,
        request.params.challengeId,
        request.session!.addressLower,
        request.body,
      )
      return reply.status(204).send()
    },
  )

  app.get(
    '/card/:id/view',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "How the card's details are shown: the issuer's hosted embed, or the sandbox image",
        params: CardParams,
        response: { 200: CardViewResponse },
      },
    },
    async (request, reply) => {
      // A signed embed URL is a short-lived credential to the card's details: never cached.
      reply.header('cache-control', 'no-store')
      const session = request.session!
      return showCardView(ctx, request.params.id, session.addressLower, session.id)
    },
  )

  app.post(
    '/card/:id/reveal',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "An active or locked card's details again, after a fresh wallet signature naming the card",
        description:
          'The body is an EIP-4361 message of this site by the signed-in address whose statement is ' +
          '`Show the details of card <id>`, with a new nonce (POST /api/nonce) and an Expiration Time at most 5 ' +
          'minutes after Issued At, and its signature. Each reveal is recorded and at most 5 per card per hour ' +
          "are allowed (429 `reveal_limit`). Answers the issuer's single-use embed (60 s) or the sandbox's details.",
        params: CardParams,
        body: CardRevealBody,
        response: { 200: CardRevealResponse },
      },
    },
    async (request, reply) => {
      // The details (or a single-use credential to them): never cached.
      reply.header('cache-control', 'no-store')
      const session = request.session!
      return revealCardDetails(ctx, {
        cardId: request.params.id,
        owner: session.address,
        sessionId: session.id,
        client: readPreAuthClient(request),
        message: request.body.message,
        signature: request.body.signature as Hex,
      })
    },
  )
}
