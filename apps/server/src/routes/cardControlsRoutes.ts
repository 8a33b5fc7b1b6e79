import { ApiErrorBody, CardControls, CardControlsBody, CardParams } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { programPolicyOf } from '../config'
import { getCardControls, putCardControls } from '../modules/controls'
import { appContext } from '../runtime/appContext'

/**
 * Changes of one owner's controls per minute, over all their cards: far above a person at the Controls panel,
 * far below a script probing the program's limits (each change is a row written).
 */
const CONTROL_CHANGES_PER_MINUTE = 30

/** The owner's card controls (API.md "Card controls (the owner's)"). */
export const cardControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = appContext(app)
  const policy = programPolicyOf(app.config)
  const tags = ['cards']

  app.get(
    '/card/:id/controls',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The card's controls: limits, blocked categories, channels, countries, merchant lock",
        security: [{ session: [] }],
        params: CardParams,
        response: { 200: CardControls, 404: ApiErrorBody },
      },
    },
    async (request) => getCardControls(ctx.db, request.params.id, request.session!.addressLower),
  )

  app.put(
    '/card/:id/controls',
    {
      preHandler: app.authenticate,
      config: {
        rateLimit: {
          max: CONTROL_CHANGES_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `card-controls|${request.session?.addressLower ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: "Set the card's controls; the answer is the controls as stored",
        description:
          'A limit above the program policy, an unknown category or a bad country is 400 `validation_failed` ' +
          "naming the field (`field`); another owner's card is 404. Changing `merchantLock` starts the lock " +
          `over (\`off\` unlocks a card locked to its merchant). At most ${CONTROL_CHANGES_PER_MINUTE} changes a ` +
          'minute per owner (429).',
        security: [{ session: [] }],
        params: CardParams,
        body: CardControlsBody,
        response: { 200: CardControls, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      putCardControls(ctx.db, {
        cardId: request.params.id,
        owner: request.session!.addressLower,
        body: request.body,
        policy,
        now: ctx.clock.now(),
      }),
  )
}
