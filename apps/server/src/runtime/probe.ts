/** Runs `fn` with a time limit: 'ok' if it resolves in time, 'down' if it rejects or takes longer. */
export async function probe(fn: () => Promise<unknown>, timeoutMs: number): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([fn(), timeout])
    return 'ok'
  } catch {
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}
