import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { cacheReferralCode, readReferralFromSearch } from '../../../lib/referralCode'

/** `?code=` or `?r=`, trimmed, is cached as the referral code. */
export function useReferralCodeFromLink(): void {
  const { search } = useLocation()
  useEffect(() => {
    const code = readReferralFromSearch(search)
    if (code) cacheReferralCode(code)
  }, [search])
}
