import { StatementLanguage } from '@chaincard/domain'

/**
 * The statement's language: `lang` when the app sent it, else the first language of Accept-Language the
 * statement is written in ("de-DE" is German, "zh-Hant" and "zh-TW" traditional Chinese, other "zh" simplified),
 * else English.
 */
export function resolveStatementLanguage(
  lang: StatementLanguage | undefined,
  acceptLanguage: string | undefined,
): StatementLanguage {
  if (lang) return lang
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return /^zh-(tw|hk|mo|hant)/.test(tag) ? 'zh-tw' : 'zh-cn'
    const parsed = StatementLanguage.safeParse(tag.split('-')[0])
    if (parsed.success) return parsed.data
  }
  return 'en'
}
