// Legal pages: the Terms, the Privacy notice and the legal notice (Impressum), each either a URL the
// operator hosts or Markdown the server serves from its LEGAL_DIR (the sandbox ships sample pages).
import { z } from 'zod'

/** The three pages, by their path segment (`/legal/legal-notice`, `GET /api/legal/legal-notice`). */
export const LegalPageName = z.enum(['terms', 'privacy', 'legal-notice'])

/** Languages a page may come in (`terms.de.md`); the same set as the owner's language. */
export const LegalLanguage = z.enum(['en', 'de', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw'])

/** Where a page is: the operator's URL (opened as is), or a page of the app whose text `GET /api/legal/{page}` answers. */
export const LegalLink = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('url'),
    url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2_048),
  }),
  z.strictObject({ kind: z.literal('page') }),
])

/** In GET /api/config: where each legal page is. */
export const LegalLinks = z.strictObject({ terms: LegalLink, privacy: LegalLink, legalNotice: LegalLink })

export const LegalPageParams = z.strictObject({ page: LegalPageName })

/** `lang`: the page in that language when the folder has it (`terms.de.md`), else the default (`terms.md`). */
export const LegalPageQuery = z.strictObject({ lang: LegalLanguage.optional() })

/**
 * A page's text as Markdown source: the web app renders a restricted subset (headings, paragraphs, lists,
 * emphasis, links) as text, never as HTML. `lang` is the language of the file served, null for the default file.
 */
export const LegalPageResponse = z.object({
  page: LegalPageName,
  lang: LegalLanguage.nullable(),
  markdown: z.string().max(200_000),
})

export type LegalPageName = z.infer<typeof LegalPageName>
export type LegalLanguage = z.infer<typeof LegalLanguage>
export type LegalLink = z.infer<typeof LegalLink>
export type LegalLinks = z.infer<typeof LegalLinks>
export type LegalPageParams = z.infer<typeof LegalPageParams>
export type LegalPageQuery = z.infer<typeof LegalPageQuery>
export type LegalPageResponse = z.infer<typeof LegalPageResponse>
