import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { REPO_ROOT } from '../sandbox/startSandbox'

export type Locale = 'en' | 'de' | 'ja' | 'ru' | 'tr' | 'zh-cn' | 'zh-tw'

type Messages = { [key: string]: string | Messages }
const cache = new Map<Locale, Messages>()

/**
 * A string from the web app's own locale files (apps/web/src/locales), so tests select by the text a person
 * reads and follow the copy when it changes. `{{name}}` placeholders are filled from `values`.
 */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  let messages = cache.get(locale)
  if (!messages) {
    messages = JSON.parse(
      readFileSync(resolve(REPO_ROOT, `apps/web/src/locales/${locale}.json`), 'utf8'),
    ) as Messages
    cache.set(locale, messages)
  }
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`No "${key}" in the ${locale} locale file.`)
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
}

/** The English string (the source locale). */
export const en = (key: string, values?: Record<string, string>) => text('en', key, values)
