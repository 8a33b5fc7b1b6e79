import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export type WebAppOptions = {
  /** The web app's build output (`apps/web/dist`); nothing is served when it does not exist. */
  distDir: string
}

/**
 * Serves the built web app on the same origin as the API, brotli or gzip when the build wrote those copies
 * and the browser accepts them. Hashed assets are cached for a year; every other
 * GET that is not under /api and not a file gets index.html so client-side routes (/:lang/card/:id) load.
 * API paths keep their JSON 404.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { distDir }) => {
    const index = join(distDir, 'index.html')
    if (!existsSync(index)) {
      app.log.warn({ distDir }, 'web app not built: only the API is served (npm run build -w @chaincard/web)')
      return
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files: sent by Accept-Encoding, no CPU per request.
      preCompressed: true,
      // @fastify/static 10 hands setHeaders the Fastify reply.
      setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
        const immutable = path.startsWith(join(distDir, 'assets'))
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      const path = request.url.split('?')[0] ?? '/'
      if (path === '/api' || path.startsWith('/api/')) return
      if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    })
  },
  { name: 'web-app' },
)
