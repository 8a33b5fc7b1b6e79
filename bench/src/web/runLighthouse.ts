import { existsSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { median } from '../lib/stats'

export type LighthousePreset = 'desktop' | 'mobile'
export type LighthouseScores = {
  performance: number
  accessibility: number
  /** Medians of the metrics behind the performance score (ms; CLS unitless). */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number }
  /** Per run, for the record. */
  runs: {
    performance: number
    accessibility: number
    fcpMs: number
    lcpMs: number
    tbtMs: number
    cls: number
    speedIndexMs: number
  }[]
  /** JS and CSS URLs the page fetched (last run). */
  fetchedUrls: string[]
}

/** Chromium flags for a headless, quiet, reproducible run on a shared machine. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
const metric = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string) =>
  Math.round((lhr.audits[id]?.numericValue ?? Number.NaN) * 1000) / 1000

const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Lighthouse 12 performance and accessibility of `url` with the desktop or the default (mobile) preset, `runs`
 * times on one Debian chromium; scores are medians (0-100).
 */
export async function runLighthouse(
  url: string,
  preset: LighthousePreset,
  runs: number,
): Promise<LighthouseScores> {
  // chrome-launcher's spawn error on a missing binary is an unhandled 'error' event that ends the whole run;
  // a clear section error lets the other sections run.
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} not found: install Debian's chromium (apt-get install -y chromium)`)
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  try {
    const results: LighthouseScores['runs'] = []
    let fetchedUrls: string[] = []
    // A run Lighthouse itself reports as broken (NO_NAVSTART, NO_FCP... on a starved machine) is retried,
    // up to two extra attempts in all; it never counts as a score.
    let retries = 2
    while (results.length < runs) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        preset === 'desktop' ? desktopConfig : undefined,
      )
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
      const { lhr } = result
      if (lhr.runtimeError) {
        if (retries-- > 0) continue
        throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      }
      results.push({
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        fcpMs: metric(lhr, 'first-contentful-paint'),
        lcpMs: metric(lhr, 'largest-contentful-paint'),
        tbtMs: metric(lhr, 'total-blocking-time'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        speedIndexMs: metric(lhr, 'speed-index'),
      })
      const requests = lhr.audits['network-requests']?.details
      if (requests?.type === 'table') {
        fetchedUrls = requests.items
          .filter((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet')
          .map((item) => String(item.url))
      }
    }
    return {
      performance: median(results.map((r) => r.performance)),
      accessibility: median(results.map((r) => r.accessibility)),
      metrics: {
        fcpMs: median(results.map((r) => r.fcpMs)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        tbtMs: median(results.map((r) => r.tbtMs)),
        cls: median(results.map((r) => r.cls)),
        speedIndexMs: median(results.map((r) => r.speedIndexMs)),
      },
      runs: results,
      fetchedUrls,
    }
  } finally {
    await chrome.kill()
  }
}
