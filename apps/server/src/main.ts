import { resolve } from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { redactUrls, routeConsoleToLogger } from './logging'
import { runMigrateCommand } from './migrateCommand'
import { probeIssuer } from './modules/issuer'
import { serverRoot } from './serverRoot'
import { shutdownOnSignals } from './shutdownOnSignals'
import { startBanner } from './startBanner'

/** Starts the API: config from env (fails fast with every problem listed), listen, shut down gracefully on signals. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      writeErr(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const webDistDir = process.env.WEB_DIST_DIR ?? resolve(serverRoot, '../web/dist')
  const app = await buildApp(config, { webDistDir })
  routeConsoleToLogger(app.log)
  shutdownOnSignals({ app })
  const listening = await app.listen({ host: config.host, port: config.port })
  const banner = startBanner(config, listening, await probeIssuer(config.issuer))
  app.log.info(banner.fields, banner.message)
  if (app.metricsOrigin) app.log.info(`metrics on ${app.metricsOrigin} (GET /metrics)`)
  if (app.adminOrigin) app.log.info(`operator routes on ${app.adminOrigin}/api/admin (ADMIN_PORT)`)
}

/** What the process writes outside the logger (start failures, the migrate command) has no URL path either. */
function writeErr(text: string): void {
  process.stderr.write(redactUrls(text))
}

/**
 * An error nobody caught (an RPC client's rejection, say) would reach stderr through Node's default handler, whole
 * URL included: written here redacted instead, and the process still ends with code 1 as Node's handler would.
 */
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    writeErr(`${event}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  })
}

const command = process.argv[2]
const run: Promise<void> =
  command === 'migrate'
    ? runMigrateCommand({
        env: process.env,
        write: (line) => process.stdout.write(`${redactUrls(line)}\n`),
      }).then((code) => process.exit(code))
    : command === undefined
      ? main()
      : Promise.reject(new Error(`unknown command "${command}" (commands: migrate; none starts the server)`))

run.catch((error: unknown) => {
  writeErr(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
