import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describeIssues, legalEnvSchema } from './envSchema'
import type { Config, LegalPageKey, LegalSettings, LegalSource, Mode } from './types'

/** Each page: its URL variable and its file in LEGAL_DIR (`<file>.md`, per language `<file>.<lang>.md`). */
const legalPageEnv: Record<LegalPageKey, { urlVar: string; file: string; label: string }> = {
  terms: { urlVar: 'TERMS_URL', file: 'terms', label: 'the Terms' },
  privacy: { urlVar: 'PRIVACY_URL', file: 'privacy', label: 'the Privacy notice' },
  legalNotice: { urlVar: 'LEGAL_NOTICE_URL', file: 'legal-notice', label: 'the legal notice (Impressum)' },
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/**
 * TERMS_URL, PRIVACY_URL, LEGAL_NOTICE_URL and LEGAL_DIR. Per page: its URL if set (https:// in
 * production), else `<page>.md` in LEGAL_DIR, else in the sandbox the sample page; production without one stops
 * the start, naming the page's URL variable. Only looks whether LEGAL_DIR and its default files exist.
 */
export function readLegalSettings(
  mode: Mode,
  env: Record<string, string | undefined>,
): { value?: LegalSettings; problems: string[] } {
  const parsed = legalEnvSchema.safeParse(env)
  if (!parsed.success) return { problems: describeIssues(parsed.error) }
  const e = parsed.data
  const problems: string[] = []
  const dir = e.LEGAL_DIR ? resolve(e.LEGAL_DIR) : undefined
  if (dir && !isDirectory(dir)) problems.push(`LEGAL_DIR: ${dir} is not a directory`)
  const urls: Record<LegalPageKey, string | undefined> = {
    terms: e.TERMS_URL,
    privacy: e.PRIVACY_URL,
    legalNotice: e.LEGAL_NOTICE_URL,
  }
  const pages = {} as Record<LegalPageKey, LegalSource>
  for (const key of Object.keys(legalPageEnv) as LegalPageKey[]) {
    const { urlVar, file, label } = legalPageEnv[key]
    const url = urls[key]
    if (url) {
      if (mode === 'production' && new URL(url).protocol !== 'https:')
        problems.push(`${urlVar}: must be https:// in production`)
      pages[key] = { kind: 'url', url }
    } else if (dir && existsSync(join(dir, `${file}.md`))) {
      pages[key] = { kind: 'markdown', dir }
    } else if (dir && isDirectory(dir)) {
      problems.push(
        `${urlVar}: missing, and LEGAL_DIR has no ${file}.md (${label}: a URL, or Markdown in LEGAL_DIR)`,
      )
    } else if (mode === 'production') {
      problems.push(
        `${urlVar}: missing (required in production: ${label} as an https:// URL, or ${file}.md in LEGAL_DIR)`,
      )
    } else {
      pages[key] = { kind: 'sample' }
    }
  }
  if (problems.length > 0) return { problems }
  return { value: pages, problems }
}

const SAMPLE: LegalSettings = {
  terms: { kind: 'sample' },
  privacy: { kind: 'sample' },
  legalNotice: { kind: 'sample' },
}

/** The legal settings of `config`; absent (tests, configs built in code) means the sandbox's sample pages. */
export function legalSettingsOf(config: Pick<Config, 'legal'>): LegalSettings {
  return config.legal ?? SAMPLE
}
