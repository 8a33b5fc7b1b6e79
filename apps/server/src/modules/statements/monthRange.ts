/** `YYYY-MM` of `date` in UTC. */
export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** First instant of the month and of the next month, UTC, for a validated `YYYY-MM`. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map((part) => Number.parseInt(part, 10)) as [number, number]
  return { start: new Date(Date.UTC(year, mon - 1, 1)), end: new Date(Date.UTC(year, mon, 1)) }
}
