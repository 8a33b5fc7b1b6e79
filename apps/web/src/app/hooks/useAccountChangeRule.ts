import { useEffect, useRef } from 'react'
import { runActivationRule } from '../../features/invitation/api/runActivationRule'
import { signOut } from '../../lib/session/signOut'
import { walletStore } from '../../lib/wallet/walletStore'

/**
 * SPEC section 4 "Account change": a new address goes home (when it replaces another one) and loads the
 * user state, activating or asking for an invitation code; a lost account is a full reset.
 */
export function useAccountChangeRule(goHome: () => void): void {
  const goHomeRef = useRef(goHome)
  goHomeRef.current = goHome
  useEffect(() => {
    let previous = walletStore.getState().status === 'connected' ? walletStore.getState().address : undefined
    if (previous) void runActivationRule(previous)
    return walletStore.subscribe(() => {
      const { status, address } = walletStore.getState()
      const current = status === 'connected' ? address : undefined
      if (status === 'loading' || status === 'connecting') return
      if (current?.toLowerCase() === previous?.toLowerCase()) return
      const lost = previous !== undefined && current === undefined
      const switched = previous !== undefined && current !== undefined
      previous = current
      if (lost) {
        void signOut()
        return
      }
      if (switched) goHomeRef.current()
      if (current) void runActivationRule(current)
    })
  }, [])
}
