import { COPY_FEEDBACK_MS } from '@chaincard/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { openModal } from '../../../lib/modals/modalStore'

/**
 * Copies text to the clipboard; `copied` is true for 2 s afterwards (SPEC section 9). A refused clipboard
 * opens the 'Failed to copy invitation code' alert (SPEC section 8).
 */
export function useCopyFeedback() {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      openModal({ type: 'alert', titleKey: 'cards.info.code', messageKey: 'cards.info.copy_failed' })
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
  }, [])
  return { copied, copy }
}
