import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type TestChain = { rpcUrl: string; chainId: number; stop(): Promise<void> }

const require = createRequire(import.meta.url)
const LISTENING = /Listening on (\S+):(\d+)/

/** The platform binary of @foundry-rs/anvil (signals reach anvil itself, not a node wrapper). */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`)
}

/** Funded anvil dev accounts (same mnemonic as packages/devchain). */
export const testMnemonic = 'test test test test test test test test test test test junk'

/**
 * A throwaway anvil on a port it picks itself (automine, chain id 31337 unless told otherwise).
 * Stop it in afterAll.
 */
export async function startTestChain({ chainId = 31337 }: { chainId?: number } = {}): Promise<TestChain> {
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), '--mnemonic', testMnemonic],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(
      () => reject(new Error(`anvil did not start in 30 s:\n${seen.slice(-2000)}`)),
      30_000,
    )
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8')
      const match = LISTENING.exec(seen)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[2]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil exited during start (code ${code}):\n${seen.slice(-2000)}`))
    })
  })
  // Keep draining output so a full pipe never blocks anvil.
  child.stdout?.resume()
  child.stderr?.resume()
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGINT')
      }),
  }
}
