/** Seconds as m:ss ("4:05"), the countdown's notation in every locale. */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
