/** The referral code from a `?code=` / `?r=` link, cached until an activation uses it (SPEC sections 2, 4). */
const REFERRAL_CODE_KEY = 'chaincard.referralCode'

export function readReferralFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search)
  const value = (params.get('code') ?? params.get('r'))?.trim()
  return value ? value : undefined
}

export function cacheReferralCode(code: string, storage: Storage = localStorage): void {
  storage.setItem(REFERRAL_CODE_KEY, code.trim())
}

export function getCachedReferralCode(storage: Storage = localStorage): string | undefined {
  try {
    const value = storage.getItem(REFERRAL_CODE_KEY)?.trim()
    return value ? value : undefined
  } catch {
    return undefined
  }
}

export function clearCachedReferralCode(storage: Storage = localStorage): void {
  storage.removeItem(REFERRAL_CODE_KEY)
}
