import { resolve } from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { runMigrateCommand } from './migrateCommand'
import { serverRoot } from './serverRoot'
import { shutdownOnSignals } from './shutdownOnSignals'

/** Starts the API: config from env (fails fast with every problem listed), listen, shut down gracefully on signals. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const webDistDir = process.env.WEB_DIST_DIR ?? resolve(serverRoot, '../web/dist')
  const app = await buildApp(config, { webDistDir })
  shutdownOnSignals({ app })
  await app.listen({ host: config.host, port: config.port })
  if (app.metricsOrigin) app.log.info(`metrics on ${app.metricsOrigin}/metrics`)
}

const command = process.argv[2]
const run: Promise<void> =
  command === 'migrate'
    ? runMigrateCommand({ env: process.env, write: (line) => process.stdout.write(`${line}\n`) }).then(
        (code) => process.exit(code),
      )
    : command === undefined
      ? main()
      : Promise.reject(new Error(`unknown command "${command}" (commands: migrate; none starts the server)`))

run.catch((error: unknown) => {
  process.stderr.write(
    `failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
