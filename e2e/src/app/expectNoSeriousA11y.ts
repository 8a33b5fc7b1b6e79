import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core on the page as it is now (every rule, label-content-name-mismatch included): no serious or critical
 * violation. Used at each dialog of the journeys, in real Chromium against the real sandbox. axe is
 * evaluated through the DevTools protocol: the app's Content-Security-Policy (script-src 'self') rightly refuses
 * an injected script tag.
 */
export async function expectNoSeriousA11y(page: Page): Promise<void> {
  // The source as the evaluated expression itself (not eval in the page, which the CSP also refuses).
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')}`,
      )
  })
  expect(violations).toEqual([])
}
