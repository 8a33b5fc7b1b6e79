import type { ReactNode } from 'react'

export type CardProgramName = 'classic' | 'business' | 'nft'

const art: Record<CardProgramName, string> = {
  classic: 'from-indigo-600 via-indigo-500 to-sky-500',
  business: 'from-slate-900 via-amber-900 to-amber-600',
  nft: 'from-fuchsia-700 via-purple-700 to-indigo-800',
}

/** The program's card art (classic is the default picture, SPEC section 9) with content laid on top. */
export function CardArt({
  program,
  children,
  dimmed = false,
  className = '',
}: {
  program: CardProgramName
  children: ReactNode
  /** Expired or suspended cards are shown faded. */
  dimmed?: boolean
  className?: string
}) {
  return (
    <div
      data-program={program}
      className={`relative flex aspect-[1.586] w-full flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-4 text-white shadow-lg ${art[program]} ${dimmed ? 'opacity-60 grayscale' : ''} ${className}`}
    >
      <div aria-hidden className="absolute -top-10 -right-10 h-40 w-40 rounded-full bg-white/10" />
      {children}
    </div>
  )
}
