import { describe, expect, it } from 'vitest'
import { readMetricsListener } from './metricsListener'

const base = { metricsHost: undefined, port: 8080 } as const

describe('readMetricsListener', () => {
  it('defaults to 9464 on loopback in sandbox, not required; off in production', () => {
    expect(readMetricsListener({ ...base, metricsPort: undefined, mode: 'sandbox' })).toEqual({
      value: { host: '127.0.0.1', port: 9464, required: false },
    })
    expect(readMetricsListener({ ...base, metricsPort: '', mode: 'production' })).toEqual({
      value: undefined,
    })
  })

  it('reads a port and a host, and off', () => {
    expect(
      readMetricsListener({ ...base, metricsPort: '9100', metricsHost: '10.0.0.5', mode: 'production' }),
    ).toEqual({ value: { host: '10.0.0.5', port: 9100, required: true } })
    expect(readMetricsListener({ ...base, metricsPort: '0', mode: 'sandbox' })).toEqual({
      value: { host: '127.0.0.1', port: 0, required: true },
    })
    expect(readMetricsListener({ ...base, metricsPort: 'OFF', mode: 'sandbox' })).toEqual({
      value: undefined,
    })
  })

  it.each(['8080', 'abc', '70000', '-1', '9464x'])('refuses %j', (metricsPort) => {
    const read = readMetricsListener({ ...base, metricsPort, mode: 'production' })
    expect(read).toEqual({ problem: expect.stringMatching(metricsPort === '8080' ? /public PORT/ : /port/) })
  })
})
