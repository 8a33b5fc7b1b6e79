import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { type Database, type Db, openDatabase } from '../db'
import type { AppDeps, Clock } from '../deps'
import { systemClock } from '../deps'
import { type ChainClients, createChainClients } from './chainClients'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    /** The open database (kind, raw transactions, close). */
    database: Database
    /** Drizzle over the database: what repositories receive. */
    db: Db
    chains: ChainClients
  }
}

export type CorePluginOptions = { config: Config; deps: AppDeps }

/** Decorates the app with config, clock, database and chain clients; closes the database on close. */
export const corePlugin = fp(
  async (app: FastifyInstance, { config, deps }: CorePluginOptions) => {
    const database = deps.database ?? (await openDatabase(config))
    app.decorate('config', config)
    app.decorate('clock', deps.clock ?? systemClock)
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.decorate('chains', createChainClients(config.chains, deps.rpcTimeoutMs))
    app.addHook('onClose', async () => {
      if (!deps.database || !deps.keepDatabaseOpen) await database.close()
    })
  },
  { name: 'chaincard-core' },
)
