import {
  PushKeyResponse,
  PushSubscriptionBody,
  PushSubscriptionListResponse,
  PushSubscriptionParams,
  PushSubscriptionResponse,
} from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../errors'
import { NO_CONTENT } from '../http/openapi/noContent'
import {
  deleteOwnPushSubscription,
  listPushSubscriptions,
  resolveVapidKeys,
  subscribeDevice,
  toWireSubscription,
} from '../modules/push'

/**
 * Web Push (notifications that reach the owner): the VAPID public key, and each device's opt-in with
 * the kinds it wants (challenge, purchase, deposit, wallet). The sender is jobs/pushSenderJob.ts. Without
 * VAPID keys (production without VAPID_*) push is off: the key is null and subscribing is refused.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push']
  const vapid = resolveVapidKeys(app.config)
  app.addHook('onReady', async () => {
    if (!vapid)
      app.log.info('web push is off: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set')
    else app.log.info({ vapidSubject: vapid.subject }, 'web push is on')
  })

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary:
          "The server's VAPID public key (the applicationServerKey of pushManager.subscribe); null when off",
        response: { 200: PushKeyResponse },
      },
    },
    async () => ({ publicKey: vapid?.publicKey ?? null }),
  )

  app.get(
    '/push/subscriptions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in owner's devices that get notifications, with the kinds each chose",
        security: [{ session: [] }],
        response: { 200: PushSubscriptionListResponse },
      },
    },
    async (request) => ({
      subscriptions: (await listPushSubscriptions(app.db, request.session!.addressLower)).map(
        toWireSubscription,
      ),
    }),
  )

  app.post(
    '/push/subscriptions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "Opt this device in (the browser's PushSubscription JSON and the kinds chosen); again to change",
        security: [{ session: [] }],
        body: PushSubscriptionBody,
        response: { 200: PushSubscriptionResponse },
      },
    },
    async (request) => {
      if (!vapid) throw new AppError('invalid_action', 'web push is not enabled on this server')
      return {
        subscription: await subscribeDevice({
          db: app.db,
          owner: request.session!.addressLower,
          sessionId: request.session!.id,
          body: request.body,
          allowHttp: app.config.pushAllowHttpEndpoints === true,
        }),
      }
    },
  )

  app.delete(
    '/push/subscriptions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Opt a device out (one of the signed-in owner's; another owner's id is 404)",
        security: [{ session: [] }],
        params: PushSubscriptionParams,
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      const deleted = await deleteOwnPushSubscription(
        app.db,
        request.session!.addressLower,
        request.params.id,
      )
      if (!deleted) throw new AppError('not_found', 'no such push subscription')
      return reply.status(204).send()
    },
  )
}
