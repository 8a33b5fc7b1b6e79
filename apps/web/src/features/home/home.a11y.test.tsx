import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { resetWallet } from '../../../test/wallet'

async function seriousViolations() {
  // jsdom has no layout: colour contrast cannot be computed there (Lighthouse covers it in the bench).
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

beforeEach(() => {
  resetWallet()
  installFakeApi({ 'GET /config': { body: SANDBOX_CONFIG } })
})
afterEach(() => vi.unstubAllGlobals())

describe('home page accessibility (axe-core)', () => {
  it('has no serious or critical issue', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    await screen.findByRole('button', { name: 'English (Language)' })
    expect(await seriousViolations()).toEqual([])
  })

  it('has none in Japanese either', async () => {
    renderApp('/ja')
    await screen.findByRole('heading', { level: 1, name: /暗号資産/ })
    expect(await seriousViolations()).toEqual([])
  })
})
