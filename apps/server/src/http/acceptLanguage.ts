import { OwnerLanguage, pickLocale } from '@chaincard/domain'

/**
 * The first of the owner's languages an Accept-Language header names ("de-DE,de;q=0.9,en" -> de; zh-Hant,
 * zh-TW, zh-HK -> zh-tw; other zh -> zh-cn), by q order; undefined when it names none of them.
 */
export function languageFromHeader(header: string | undefined): OwnerLanguage | undefined {
  if (!header) return undefined
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      )
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  // The web's first visit picks by the same rule (domain pickLocale).
  const picked = pickLocale(ranked.map(({ tag }) => tag))
  return picked === undefined ? undefined : OwnerLanguage.parse(picked)
}
