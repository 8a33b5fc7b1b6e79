import Fastify from 'fastify'

// The ceiling of the load runs: a bare Fastify route (no plugins, no logger, no I/O) in a child process of
// the bench, as the server is. `tsx bench/src/api/ceilingServer.ts` with PORT; answers GET /ping.
const app = Fastify({ logger: false })
app.get('/ping', async () => ({ status: 'ok' }))
const port = Number.parseInt(process.env.PORT ?? '', 10)
if (!Number.isInteger(port)) throw new Error('PORT must be set')
await app.listen({ host: '127.0.0.1', port })
const close = () => void app.close().then(() => process.exit(0))
process.on('SIGINT', close)
process.on('SIGTERM', close)
