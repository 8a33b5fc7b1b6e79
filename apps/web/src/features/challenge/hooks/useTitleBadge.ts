import { useEffect } from 'react'

/**
 * Marks the tab's title with `badge` ("(1) Approve a purchase · Profile · Chaincard") while it is set. Pages set
 * their own titles as they open (useDocumentTitle), so the mark is put back whenever the title changes under it;
 * it is taken off again when the badge goes.
 */
export function useTitleBadge(badge: string | null): void {
  useEffect(() => {
    if (!badge) return
    const mark = `${badge} · `
    const apply = () => {
      if (!document.title.startsWith(mark)) document.title = `${mark}${document.title}`
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => {
      observer.disconnect()
      if (document.title.startsWith(mark)) document.title = document.title.slice(mark.length)
    }
  }, [badge])
}
