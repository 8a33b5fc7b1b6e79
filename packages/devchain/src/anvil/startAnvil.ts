import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DEV_MNEMONIC } from '../accounts'
import { AnvilStartError, AnvilStopError } from './errors'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { waitForRpc } from './waitForRpc'

export const SANDBOX_CHAIN_ID = 31337
export const DEFAULT_ANVIL_PORT = 8545
export const DEFAULT_BLOCK_TIME = 2

export type StartAnvilParameters = {
  /** TCP port; default 8545. `0` lets anvil bind a free port itself (no race between parallel tests). */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** `--state <file>`: loaded at start when it exists, dumped when anvil stops (see `stop()`). */
  stateFile?: string
  /** Also dump the state every this many seconds (survives a crash or SIGKILL of the parent). */
  stateInterval?: number
  /**
   * Seconds between interval-mined blocks; default 2. Transactions are still mined at once
   * (`--mixed-mining`). `false`: automine only, no empty blocks.
   */
  blockTime?: number | false
  /** Default 31337. */
  chainId?: number
  /** Do not forward anvil's output to this process's stdout/stderr; default false. */
  silent?: boolean
  /** How long to wait for the RPC to answer, in ms; default 30 000. */
  startTimeout?: number
  /** How long `stop()` waits for anvil to dump state and exit before killing it, in ms; default 30 000. */
  stopTimeout?: number
}

export type StartAnvilReturnType = {
  rpcUrl: string
  port: number
  pid: number
  /** SIGINT, then wait for anvil to exit (it dumps `stateFile` on the way out). Safe to call twice. */
  stop: () => Promise<void>
}

const OUTPUT_TAIL_BYTES = 8_192
const LISTENING = /Listening on (\S+):(\d+)/

// Children still running when this process exits get SIGINT, so anvil still dumps its state.
const running = new Set<ChildProcess>()
let exitHookInstalled = false
function track(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const c of running) c.kill('SIGINT')
  })
}

/** Starts node_modules' anvil and resolves once its JSON-RPC answers with the expected chain id. */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<StartAnvilReturnType> {
  const {
    port = DEFAULT_ANVIL_PORT,
    host = '127.0.0.1',
    stateFile,
    stateInterval,
    blockTime = DEFAULT_BLOCK_TIME,
    chainId = SANDBOX_CHAIN_ID,
    silent = false,
    startTimeout = 30_000,
    stopTimeout = 30_000,
  } = parameters

  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  args.push('--mnemonic', DEV_MNEMONIC, '--accounts', '10')
  if (blockTime !== false) args.push('--block-time', String(blockTime), '--mixed-mining')
  if (stateFile) {
    const path = resolve(stateFile)
    mkdirSync(dirname(path), { recursive: true })
    args.push('--state', path)
    if (stateInterval) args.push('--state-interval', String(stateInterval))
  }

  const binary = resolveAnvilBinary()
  const child = spawn(binary.command, [...binary.args, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  track(child)

  let tail = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => done({ code, signal }))
    // A spawn failure (binary missing) emits 'error' and possibly no 'exit'.
    child.once('error', () => done({ code: null, signal: null }))
  })

  const listening = new Promise<number>((done, fail) => {
    let seen = ''
    let ready = false
    const onData = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      tail = (tail + text).slice(-OUTPUT_TAIL_BYTES)
      if (!silent) stream.write(chunk)
      if (ready) return
      seen += text
      const match = LISTENING.exec(seen)
      if (match) {
        ready = true
        seen = ''
        done(Number(match[2]))
      }
    }
    // Always drain both pipes: a full pipe would block anvil.
    child.stdout?.on('data', onData(process.stdout))
    child.stderr?.on('data', onData(process.stderr))
    child.once('error', (error) => fail(new AnvilStartError('Could not spawn anvil', { cause: error })))
    exited.then(({ code, signal }) =>
      fail(
        new AnvilStartError(`anvil exited during start (code ${code}, signal ${signal})`, { output: tail }),
      ),
    )
  })

  const timeout = <T>(promise: Promise<T>, ms: number, what: string) =>
    new Promise<T>((done, fail) => {
      const timer = setTimeout(
        () => fail(new AnvilStartError(`${what} after ${ms} ms`, { output: tail })),
        ms,
      )
      promise.then(
        (value) => {
          clearTimeout(timer)
          done(value)
        },
        (error) => {
          clearTimeout(timer)
          fail(error)
        },
      )
    })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      const result = await Promise.race([
        exited,
        new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), stopTimeout).unref()),
      ])
      if (result === 'timeout') {
        child.kill('SIGKILL')
        await exited
        throw new AnvilStopError(`anvil did not exit within ${stopTimeout} ms of SIGINT; killed`, {
          output: tail,
        })
      }
      if (result.code !== 0 && result.signal !== 'SIGINT') {
        throw new AnvilStopError(`anvil exited with code ${result.code} (signal ${result.signal})`, {
          output: tail,
        })
      }
    })()
    return stopping
  }

  const polling = new AbortController()
  try {
    const boundPort = await timeout(listening, startTimeout, 'anvil did not start listening')
    const rpcHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
    const rpcUrl = `http://${rpcHost}:${boundPort}`
    const answeredChainId = await timeout(
      Promise.race([
        waitForRpc(rpcUrl, polling),
        exited.then(({ code }) => {
          throw new AnvilStartError(`anvil exited (code ${code}) before its RPC answered`, { output: tail })
        }),
      ]),
      startTimeout,
      'anvil RPC did not answer',
    )
    if (answeredChainId !== chainId) {
      throw new AnvilStartError(`anvil answers chain id ${answeredChainId}, expected ${chainId}`)
    }
    if (child.pid === undefined) throw new AnvilStartError('anvil has no pid')
    return { rpcUrl, port: boundPort, pid: child.pid, stop }
  } catch (error) {
    polling.abort()
    child.kill('SIGKILL')
    await exited
    throw error instanceof AnvilStartError
      ? error
      : new AnvilStartError('Could not start anvil', { cause: error, output: tail })
  }
}
