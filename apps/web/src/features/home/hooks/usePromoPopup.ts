import { useEffect } from 'react'
import { openModal } from '../../../lib/modals/modalStore'
import { getCachedReferralCode } from '../../../lib/referralCode'
import { shouldShowPromo } from '../utils/shouldShowPromo'

export function usePromoPopup(now: () => Date = () => new Date()): void {
  useEffect(() => {
    if (shouldShowPromo(now(), getCachedReferralCode() !== undefined)) openModal({ type: 'promo' })
  }, [now])
}
