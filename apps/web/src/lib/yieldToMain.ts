/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between
 * (long start-up work split into tasks under 50 ms instead of one that blocks the page).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
