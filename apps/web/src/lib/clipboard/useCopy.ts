import { COPY_FEEDBACK_MS } from '@chaincard/domain'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Copies text to the clipboard; `copied` is true for 2 s afterwards (SPEC section 9), `failed` when the
 * browser refused (no permission, insecure page), so the caller can say so.
 */
export function useCopy(onFailure?: () => void) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const failure = useRef(onFailure)
  failure.current = onFailure
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      failure.current?.()
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
  }, [])
  return { copied, copy }
}
