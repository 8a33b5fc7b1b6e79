import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { testConfig } from '../helpers/testConfig'
import { createTestDatabase } from '../helpers/testDatabase'

describe('errors Fastify raises before routing', () => {
  let app: FastifyInstance
  let drop: () => Promise<void>
  beforeAll(async () => {
    const db = await createTestDatabase()
    drop = db.drop
    app = await buildApp(testConfig({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337 }), {
      database: db.database,
      keepDatabaseOpen: true,
    })
  })
  afterAll(async () => {
    await app.close()
    await drop()
  })

  it('answers an over-long path parameter with a 400 in the API error shape', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/card/${'a'.repeat(500)}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 'validation_failed', message: expect.stringContaining('too long') })
  })

  it('answers a malformed URL with a 400 in the API error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/card/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed' })
  })
})
