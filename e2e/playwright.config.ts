import { defineConfig, devices } from '@playwright/test'

/** Debian's chromium; `npx playwright install` cannot download here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './src/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Three at once on CI's 2 cores: a journey mostly waits (1 s blocks, settlement delays), so a third worker's
  // waits overlap the others'. `npm test` measured on one machine: the journeys 337 s with two, 261 s with three,
  // the web suite beside them 269 and 262 s.
  workers: 3,
  retries: 0,
  timeout: 150_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // An English browser, whatever the machine's: a first visit opens in the browser's language.
    locale: 'en-US',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
})
