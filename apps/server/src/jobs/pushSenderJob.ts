import type { FastifyInstance } from 'fastify'
import { createPushSender, resolveVapidKeys } from '../modules/push'
import { appContext } from '../runtime/appContext'
import type { AppJob } from './appJob'

/** The Web Push sender (`push`), run by a worker (ROLE worker or all) when VAPID keys are set. */
export function pushSenderJob(app: FastifyInstance): AppJob | undefined {
  const vapid = resolveVapidKeys(app.config)
  return vapid ? createPushSender(app, vapid, appContext(app).sealer) : undefined
}
