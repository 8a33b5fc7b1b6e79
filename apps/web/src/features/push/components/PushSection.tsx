import { CONTROL_DECLINE_KEYS, PUSH_KINDS, type PushKind } from '@chaincard/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { useCurrentLocale } from '../../../components/ui/LocaleLink'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import {
  deletePushSubscription,
  pushKeyQueryOptions,
  pushSubscriptionsQueryKey,
  pushSubscriptionsQueryOptions,
  savePushSubscription,
} from '../api/pushApi'
import {
  applicationServerKey,
  postNotificationTexts,
  pushRegistration,
  pushSupported,
} from '../lib/browserPush'

type Problem = 'denied' | 'pick_one' | 'error' | null

/** The notification texts the service worker shows, in this page's language (it has no i18n of its own). */
function notificationTexts(t: TFunction): Record<string, string> {
  const raw = {
    interpolation: { skipOnVariables: true },
    amount: '{{amount}}',
    currency: '{{currency}}',
    wallet: '{{wallet}}',
    code: '{{code}}',
  }
  return {
    'challenge.opened': t('push.notify.challenge', raw),
    'challenge.opened.body': t('push.notify.challenge_body'),
    'purchase.authorized': t('push.notify.purchase', raw),
    'purchase.declined': t('push.notify.purchase_declined'),
    // A decline by a control or the program, in the history's words ("over your daily limit of {{limit}} USD").
    ...Object.fromEntries(
      Object.entries(CONTROL_DECLINE_KEYS).map(([reason, key]) => [
        `purchase.declined.${reason}`,
        t('push.notify.purchase_declined_reason', {
          interpolation: { skipOnVariables: true },
          reason: t(key, { interpolation: { skipOnVariables: true }, limit: '{{limit}}' }),
        }),
      ]),
    ),
    'purchase.refunded': t('push.notify.refund', raw),
    // A decided dispute in the card history's words ("Dispute won"), as its mail's subject.
    'dispute.decided.won': t('dispute.status.won'),
    'dispute.decided.lost': t('dispute.status.lost'),
    'dispute.decided.withdrawn': t('dispute.status.withdrawn'),
    'deposit.credited': t('push.notify.deposit', raw),
    'deposit.held': t('push.notify.deposit_held'),
    'wallet.code': t('push.notify.wallet_code', raw),
    'wallet.code.body': t('push.notify.wallet_code_body'),
    'wallet.active': t('push.notify.wallet_active', raw),
    'wallet.active.body': t('push.notify.wallet_active_body'),
    'wallet.other': t('push.notify.wallet_other'),
    body: t('push.notify.body'),
  }
}

/**
 * Profile's "Notifications on this device": Web Push opted into per device, with a choice per kind
 * (challenges to approve, purchases with their refunds and disputes, deposits, a wallet's activation code). Turning on asks the browser's permission, subscribes with the
 * server's VAPID key and sends the subscription; turning off deletes it here and at the server.
 */
export default function PushSection() {
  const { t } = useTranslation()
  const locale = useCurrentLocale()
  const address = useWalletAddress()
  const client = useQueryClient()
  const supported = pushSupported()
  const key = useQuery({ ...pushKeyQueryOptions(), enabled: supported })
  const subscriptions = useQuery(pushSubscriptionsQueryOptions(supported ? address : undefined))
  /** This device's push endpoint: undefined while read, null when it has none. */
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined)
  const [edited, setEdited] = useState<PushKind[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)

  useEffect(() => {
    if (!supported) return
    let live = true
    pushRegistration()
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null))
    return () => {
      live = false
    }
  }, [supported])

  const mine = endpoint ? subscriptions.data?.subscriptions.find((s) => s.endpoint === endpoint) : undefined
  const chosen = edited ?? (mine?.kinds as PushKind[] | undefined) ?? [...PUSH_KINDS]

  // The texts follow the page's language: refreshed whenever Profile is opened with notifications on.
  useEffect(() => {
    if (!mine) return
    pushRegistration()
      .then((registration) => postNotificationTexts(registration, locale, notificationTexts(t)))
      .catch(() => {})
  }, [mine, locale, t])

  const refresh = () => client.invalidateQueries({ queryKey: pushSubscriptionsQueryKey(address) })

  const turnOn = async () => {
    const publicKey = key.data?.publicKey
    if (!publicKey) return
    if (chosen.length === 0) return setProblem('pick_one')
    setBusy(true)
    setProblem(null)
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setProblem('denied')
      const registration = await pushRegistration()
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        }))
      const json = subscription.toJSON()
      await savePushSubscription({
        endpoint: subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        kinds: chosen,
      })
      postNotificationTexts(registration, locale, notificationTexts(t))
      setEndpoint(subscription.endpoint)
      setEdited(null)
      await refresh()
    } catch {
      setProblem('error')
    } finally {
      setBusy(false)
    }
  }

  const turnOff = async () => {
    if (!mine) return
    setBusy(true)
    setProblem(null)
    try {
      await deletePushSubscription(mine.id)
      const registration = await pushRegistration()
      await (await registration.pushManager.getSubscription())?.unsubscribe()
      setEndpoint(null)
      setEdited(null)
      await refresh()
    } catch {
      setProblem('error')
    } finally {
      setBusy(false)
    }
  }

  const toggle = (kind: PushKind, on: boolean) => {
    setProblem(null)
    setEdited(
      on ? PUSH_KINDS.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind),
    )
  }

  return (
    <section aria-labelledby="profile-push" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="profile-push" className="mb-3 font-semibold">
        {t('push.title')}
      </h2>
      {!supported ? (
        <p className="text-sm text-slate-300">{t('push.unsupported')}</p>
      ) : key.data?.publicKey === null ? (
        <p className="text-sm text-slate-300">{t('push.server_off')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-300">{t('push.intro')}</p>
          <p className="mb-3 text-sm" data-testid="push-state">
            {mine ? t('push.on') : t('push.off')}
          </p>
          <fieldset className="mb-4 flex flex-col gap-2 text-sm">
            <legend className="sr-only">{t('push.kinds')}</legend>
            {PUSH_KINDS.map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(kind)}
                  disabled={busy}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
                {t(`push.kind.${kind}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void turnOn()}
              disabled={
                busy || !key.data || endpoint === undefined || (mine !== undefined && edited === null)
              }
            >
              {mine ? t('push.save') : t('push.turn_on')}
            </Button>
            {mine ? (
              <Button variant="secondary" onClick={() => void turnOff()} disabled={busy}>
                {t('push.turn_off')}
              </Button>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className="mt-3 text-sm text-amber-300">
              {t(`push.problem.${problem}`)}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
