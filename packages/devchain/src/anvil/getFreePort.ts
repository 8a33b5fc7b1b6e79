import { createServer } from 'node:net'

/**
 * A TCP port that was free on 127.0.0.1 a moment ago (the OS picks it). Another process may take it before
 * you bind it; `startAnvil({ port: 0 })` avoids that race entirely by letting anvil bind port 0 itself.
 */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        server.close()
        reject(new Error('Could not read the port the OS assigned'))
        return
      }
      server.close(() => resolve(address.port))
    })
  })
}
