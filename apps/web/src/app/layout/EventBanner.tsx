import type { ReactNode } from 'react'

/** Slot for a time-limited event announcement above the routed view; renders nothing when empty. */
export function EventBanner({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <aside aria-label="event" className="bg-indigo-900 px-4 py-2 text-center text-sm">
      {children}
    </aside>
  )
}
