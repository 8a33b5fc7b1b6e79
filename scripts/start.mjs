#!/usr/bin/env node
// `npm start`: the whole product in sandbox mode on one machine, in one process tree.
// 1. builds the web app if it is not built, 2. starts the sandbox chain (anvil + contracts, packages/devchain),
// 3. starts the server (PGlite, sandbox issuer, the built web app) and waits for /api/ready,
// 4. prints the URL, the root invitation code, where the mails it sends are shown and the dev accounts. Ctrl-C stops everything cleanly, the chain
// last so that anvil writes its state file; a second `npm start` resumes with the same data.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { mnemonicToAccount } from 'viem/accounts'
import serverNodeFlags from '../apps/server/serverNodeFlags.json' with { type: 'json' }
import { bundleServer } from './bundleServer.mjs'

const root = resolve(import.meta.dirname, '..')
const env = {
  ...process.env,
  MODE: process.env.MODE ?? 'sandbox',
  PORT: process.env.PORT ?? '8080',
  ANVIL_PORT: process.env.ANVIL_PORT ?? '8545',
  DATA_DIR: resolve(process.env.DATA_DIR ?? resolve(root, 'data')),
}
const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`
const rpcUrl = `http://127.0.0.1:${env.ANVIL_PORT}`
mkdirSync(env.DATA_DIR, { recursive: true })

const children = []
let stopping = false

/** Runs `node <args>`; TypeScript sources through tsx unless `tsx` is false (the bundled server). */
function run(name, args, { tsx = true } = {}) {
  const child = spawn(process.execPath, [...(tsx ? ['--import', 'tsx'] : []), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} exited (${signal ?? code}); stopping the sandbox`)
      void stop(1)
    }
  })
  children.push({ name, child })
  return child
}

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  // Reverse order: the server first (it finishes its jobs and closes the database), the chain last.
  for (const { name, child } of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    child.kill('SIGINT')
    const exited = await Promise.race([
      new Promise((r) => child.once('exit', () => r(true))),
      new Promise((r) => setTimeout(() => r(false), 15_000)),
    ])
    if (!exited) {
      console.error(`[start] ${name} did not stop in 15 s; killing it`)
      child.kill('SIGKILL')
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

/** Resolves once `check` holds; never resolves once the sandbox is stopping (stop() exits the process), so
 * nothing after a wait (the ready banner) runs after a child died. */
async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (stopping) return new Promise(() => {})
    try {
      if (await check()) return
    } catch {}
    if (Date.now() > deadline) {
      console.error(`[start] ${what} was not ready within ${timeoutMs / 1000} s`)
      await stop(1)
      return new Promise(() => {})
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function rpc(method, params = []) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await res.json()).result
}

const t0 = Date.now()
if (!existsSync(resolve(root, 'apps/web/dist/index.html'))) {
  console.log('[start] building the web app (first start only)…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@chaincard/web'], {
    cwd: root,
    env,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

console.log(`[start] starting the sandbox chain on ${rpcUrl}`)
run('devchain', ['packages/devchain/src/cli.ts'])
const manifestPath = resolve(env.DATA_DIR, 'devchain.json')
await waitFor(
  'the sandbox chain',
  async () => {
    if (!existsSync(manifestPath)) return false
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    const code = await rpc('eth_getCode', [manifest.router, 'latest'])
    return typeof code === 'string' && code.length > 2
  },
  120_000,
)

console.log('[start] starting the server')
// On the embedded database (no DATABASE_URL), its heap settings after the common ones (serverNodeFlags.json says why).
const pgliteFlags = env.DATABASE_URL?.trim() ? [] : serverNodeFlags.pgliteFlags
run('server', [...serverNodeFlags.flags, ...pgliteFlags, await bundleServer()], { tsx: false })
const serverUrl = `http://127.0.0.1:${env.PORT}`
await waitFor(
  'the server',
  async () => {
    // Readiness, not health: ready is the database, the migrations and the chain, and leaves the card issuer
    // out, so a sandbox pointed at an unreachable issuer (ISSUER=lithic without its API) still starts (the
    // banner says the issuer is not reachable) instead of being stopped after the wait.
    const res = await fetch(`${serverUrl}/api/ready`)
    return res.ok && (await res.json()).status === 'ready'
  },
  120_000,
)

const issuer = await fetch(`${serverUrl}/api/health`)
  .then(async (res) => (await res.json()).issuer)
  .catch(() => undefined)
const accounts = Array.from(
  { length: 10 },
  (_, i) => mnemonicToAccount(DEV_MNEMONIC(), { addressIndex: i }).address,
)
// The mailbox shows everyone's links and codes: it takes the operator token, which the server generated into
// DATA_DIR (or ADMIN_TOKEN); the link below carries it, for this terminal's user only.
const tokenFile = resolve(env.DATA_DIR, 'admin-token')
const operatorToken =
  process.env.ADMIN_TOKEN ?? (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : '')
const mailbox = operatorToken
  ? `${origin}/api/sandbox/mailbox?token=${encodeURIComponent(operatorToken)}`
  : `${origin}/api/sandbox/mailbox?token=<your operator token>`
console.log(`
Chaincard sandbox is running (ready in ${((Date.now() - t0) / 1000).toFixed(1)} s)
  Web app and API   ${origin}
  Chain (anvil)     ${rpcUrl}  chain id 31337
  Card issuer       ${issuer ? `${issuer.name} (${issuer.state === 'ok' ? 'reachable' : 'NOT reachable'})` : 'unknown'}
  Invitation code   ${env.SANDBOX_INVITE_CODE ?? 'WELCOME'}
  Mail              ${env.SMTP_URL ? 'sent through SMTP_URL' : `caught by the sandbox's SMTP catcher: ${mailbox}`}
  Data              ${env.DATA_DIR}
  Dev accounts (funded with ETH, USDT, USDC, DAI, WBTC, UNI, LINK, ZRX; the "Sandbox wallet" uses the first):
${accounts.map((a, i) => `    ${i}  ${a}`).join('\n')}
Press Ctrl-C to stop; the next npm start resumes with the same data.
`)

function DEV_MNEMONIC() {
  return 'test test test test test test test test test test test junk'
}
