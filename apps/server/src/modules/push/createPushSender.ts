import type { FastifyInstance } from 'fastify'
import type { VapidKeys } from '../../config'
import { CARD_EVENTS_CHANNEL } from '../../db/cardEventsChannel'
import { openWalletCode, walletBrand } from '../../runtime/cardData/openWalletCode'
import type { CardDataSealer } from '../../runtime/cardData/sealCardData'
import { createJobRunner, type JobRunner } from '../../runtime/jobs/createJobRunner'
import { claimPushEvents, pruneHandledPushEvents, readChallengeAmount } from './repo/claimPushEvents'
import { deletePushSubscriptionByEndpoint, subscriptionsWanting } from './repo/pushSubscriptions'
import { sendWebPush } from './sendWebPush'
import { toPushPayload } from './toPushPayload'

const PUSH_JOB = 'push'
/** A round every few seconds even without a notification (one lost with a LISTEN connection). */
const PUSH_INTERVAL_MS = 5_000

export type PushSender = { start(): Promise<void>; stop(): Promise<void>; runOnce(): Promise<void> }

/**
 * The Web Push sender: a singleton job (one process at a time) that claims new card events of a pushed kind
 * and notifies each of the owner's devices that chose that kind. It runs on a timer and at once when the
 * card_events channel announces a commit, so a challenge reaches the phone within about a second. It runs
 * apart from requests and money movements: a push service that is slow, down or refusing delays or drops a
 * notification, never anything else. A device the push service says is gone (404/410) is forgotten. A wallet's
 * activation code is opened with `sealer` as it is sent, only while it is valid: the event names the
 * token, never the code, and nothing is logged of it.
 */
export function createPushSender(app: FastifyInstance, vapid: VapidKeys, sealer: CardDataSealer): PushSender {
  const round = async () => {
    await pruneHandledPushEvents(app.db)
    for (
      let events = await claimPushEvents(app.db);
      events.length > 0;
      events = await claimPushEvents(app.db)
    ) {
      for (const event of events) await notify(event)
    }
  }

  const notify = async (event: Awaited<ReturnType<typeof claimPushEvents>>[number]) => {
    const challengeId = event.payload.challengeId
    const challenge =
      event.kind === 'challenge.opened' && typeof challengeId === 'string'
        ? await readChallengeAmount(app.db, challengeId)
        : undefined
    const tokenId = event.payload.walletTokenId
    const code =
      event.kind === 'wallet.code' && typeof tokenId === 'string'
        ? await openWalletCode({ db: app.db, sealer }, tokenId, app.clock.now())
        : undefined
    const payload = toPushPayload(
      event,
      app.config.chains,
      challenge,
      code && { code: code.code, wallet: walletBrand(code.wallet) },
    )
    if (!payload) return
    const targets = await subscriptionsWanting(app.db, event.ownerAddress, payload.kind, event.createdAt)
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sendWebPush({
          target,
          payload,
          vapid,
          guard: app.config.pushAllowHttpEndpoints !== true,
        })
        if (outcome.result === 'gone') {
          await deletePushSubscriptionByEndpoint(app.db, target.endpoint)
          app.log.info(
            { subscription: target.id, status: outcome.status },
            'push subscription gone; forgotten',
          )
        } else if (outcome.result === 'failed') {
          app.log.warn({ subscription: target.id, reason: outcome.reason }, 'push notification not delivered')
        }
      }),
    )
  }

  const runner: JobRunner = createJobRunner([{ name: PUSH_JOB, intervalMs: PUSH_INTERVAL_MS, run: round }], {
    database: app.database,
    onError: (error, job) => {
      app.metrics.moneyPath.jobFailures.inc({ job })
      app.log.warn({ err: error, job }, 'push round failed; retrying next round')
    },
  })
  let stopListening: (() => Promise<void>) | undefined

  return {
    async start() {
      runner.start()
      stopListening = await app.database.listen(CARD_EVENTS_CHANNEL, {
        onNotify: () => runner.trigger(PUSH_JOB),
        onReconnect: () => runner.trigger(PUSH_JOB),
      })
      runner.trigger(PUSH_JOB)
    },
    async stop() {
      await stopListening?.()
      stopListening = undefined
      await runner.stop()
    },
    runOnce: () => runner.runOnce(),
  }
}
