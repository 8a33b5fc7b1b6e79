import { getPagerPages } from '@chaincard/domain'

export type PagerProps = {
  /** 1-based current page. */
  page: number
  total: number
  onPage: (page: number) => void
  /** Accessible name of the pager navigation (translated by the caller). */
  label: string
}

/** Page buttons (at most 5, SPEC section 9); renders nothing when everything fits on one page. */
export function Pager({ page, total, onPage, label }: PagerProps) {
  const pages = getPagerPages({ page, total })
  if (pages.length === 0) return null
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap justify-center gap-1">
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`min-w-9 rounded-md px-2 py-1 text-sm ${
            n === page ? 'bg-indigo-500 text-white' : 'text-slate-200 hover:bg-slate-800'
          }`}
        >
          {n}
        </button>
      ))}
    </nav>
  )
}
