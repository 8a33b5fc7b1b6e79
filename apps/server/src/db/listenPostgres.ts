import pg from 'pg'
import type { NotificationHandlers } from './types'

/** How long to wait before connecting again after the listening connection was lost (doubling, capped). */
const RECONNECT_FIRST_MS = 250
const RECONNECT_MAX_MS = 5_000

export type ListenPostgresParameters = {
  url: string
  searchPath?: string
  channel: string
  handlers: NotificationHandlers
}

/**
 * One dedicated connection (outside the pool) that LISTENs on `channel` and hands this schema's notifications to
 * `handlers`. A lost connection is opened again (backoff from 250 ms to 5 s) and `onReconnect` told, since
 * what was notified meanwhile is gone. Resolves once the first LISTEN holds; the function it resolves to stops.
 */
export async function listenPostgres({
  url,
  searchPath,
  channel,
  handlers,
}: ListenPostgresParameters): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel "${channel}"`)
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = RECONNECT_FIRST_MS

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    let lost = false
    const onLost = () => {
      if (lost) return
      lost = true
      next.end().catch(() => {})
      if (client === next) client = undefined
      if (stopped) return
      retry = setTimeout(reconnect, delay)
      retry.unref()
      delay = Math.min(delay * 2, RECONNECT_MAX_MS)
    }
    next.on('error', onLost)
    next.on('end', onLost)
    await next.connect()
    const schema = (await next.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema
    const prefix = `${schema}:`
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload?.startsWith(prefix)) return
      handlers.onNotify(message.payload.slice(prefix.length))
    })
    await next.query(`LISTEN ${channel}`)
    if (stopped || lost) {
      await next.end().catch(() => {})
      return
    }
    client = next
    delay = RECONNECT_FIRST_MS
  }

  const reconnect = () => {
    retry = undefined
    if (stopped) return
    connect().then(
      () => {
        if (client) handlers.onReconnect?.()
      },
      () => {
        if (stopped) return
        retry = setTimeout(reconnect, delay)
        retry.unref()
        delay = Math.min(delay * 2, RECONNECT_MAX_MS)
      },
    )
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const open = client
    client = undefined
    await open?.end().catch(() => {})
  }
}
