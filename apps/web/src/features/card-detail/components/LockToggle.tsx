import type { LockToggle as LockToggleState } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useCardLock } from '../hooks/useCardLock'

/**
 * The "Lock card" switch: on means locked (it was labelled "Card locked", which read as a statement
 * even while the card was unlocked). Pressing it locks or unlocks, then the card reloads (SPEC section 4).
 */
export function LockToggle({
  cardId,
  toggle,
  describedBy,
}: {
  cardId: string
  toggle: LockToggleState
  describedBy?: string | undefined
}) {
  const { t } = useTranslation()
  const lock = useCardLock()
  const locked = toggle.action === 'unlock'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={locked}
      aria-describedby={describedBy}
      disabled={!toggle.enabled || lock.isPending}
      onClick={() => lock.mutate({ id: cardId, action: toggle.action })}
      className="inline-flex items-center gap-3 rounded-lg px-2 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative h-6 w-11 rounded-full transition ${locked ? 'bg-amber-500' : 'bg-slate-600'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white transition ${locked ? 'left-5' : 'left-0.5'}`}
        />
      </span>
      {t('cardDetail.lock_switch')}
    </button>
  )
}
