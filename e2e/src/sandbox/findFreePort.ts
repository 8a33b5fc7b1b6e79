import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/**
 * The first port of the range the OS gives outgoing connections (Linux: ip_local_port_range). A port the OS
 * picked for a listener is in that range, so between choosing it and the sandbox binding it, any process's
 * outgoing connection may take it as its local port (CI saw `EADDRINUSE` so); a port below the range never is.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(low) && low > 12_000 ? low : 32_768
  } catch {
    return 32_768
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A TCP port nothing listens on right now, below the OS's range for outgoing connections (random, so parallel
 * test workers seldom pick the same one).
 */
export async function findFreePort(): Promise<number> {
  const low = 10_000
  const high = ephemeralLow() - 1
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1))
    if (await canListen(port)) return port
  }
  throw new Error(`no free port between ${low} and ${high}`)
}
