/** A grey placeholder block shown while data loads (instead of an empty flash). */
export function Skeleton({ className = '', label }: { className?: string; label?: string }) {
  return (
    <div
      className={`animate-pulse rounded-lg bg-slate-700/60 ${className}`}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  )
}
