import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost'

const variants: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-slate-600 disabled:text-slate-300',
  secondary: 'border border-slate-500 text-slate-100 hover:bg-slate-800 disabled:opacity-50',
  ghost: 'text-slate-200 hover:bg-slate-800',
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-indigo-300 disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  )
}
