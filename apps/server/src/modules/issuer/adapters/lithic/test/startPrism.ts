import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { lithicDefinitionFile } from './lithicDefinition'

export type Prism = {
  url: string
  /** Prism's log lines so far (one per request: whether it passed the definition's validation). */
  log(): string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Prism (`@stoplight/prism-cli`) serving the vendored Lithic definition on a free local port, offline: it
 * answers each path with the definition's examples and refuses (422) a request that breaks the schema.
 * Resolves once it listens (about 3 s); `stop()` kills the process it started.
 */
export async function startPrism(): Promise<Prism> {
  const port = await freePort()
  const require = createRequire(import.meta.url)
  const cli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js')
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'mock', '-h', '127.0.0.1', '-p', String(port), lithicDefinitionFile],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism did not start in 60 s:\n${output.slice(-2000)}`)),
      60_000,
    )
    const check = () => {
      if (output.includes('Prism is listening')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Prism exited (${code}) before listening:\n${output.slice(-2000)}`))
    })
  })
  const startedAt = output.length
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => output.slice(startedAt),
    stop: async () => {
      if (child.exitCode !== null) return
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
    },
  }
}
