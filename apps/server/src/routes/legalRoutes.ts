import { LegalPageParams, LegalPageQuery, LegalPageResponse } from '@chaincard/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { legalSettingsOf } from '../config'
import { AppError } from '../errors'
import { loadLegalPages } from '../modules/legal'

/**
 * The legal pages kept as Markdown (LEGAL_DIR, or the sandbox's samples), read once at start. Public:
 * read before anyone signs in. The answer is JSON holding the Markdown source; the web app renders a restricted
 * subset as text, so a page can carry no HTML or script. A page whose source is a URL answers 404.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = loadLegalPages(legalSettingsOf(app.config))
  app.get(
    '/legal/:page',
    {
      schema: {
        tags: ['public'],
        summary:
          "A legal page's Markdown (terms, privacy, legal-notice), in the asked language when the operator has it",
        params: LegalPageParams,
        querystring: LegalPageQuery,
        response: { 200: LegalPageResponse },
      },
    },
    async (request, reply) => {
      // Public text read at start: any cache may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300')
      const { page } = request.params
      const text = pages.get(page)
      if (!text) throw new AppError('not_found', 'not found: this page is at its own URL (GET /api/config)')
      const lang = request.query.lang
      const translated = lang ? text.languages[lang] : undefined
      return translated !== undefined && lang
        ? { page, lang, markdown: translated }
        : { page, lang: null, markdown: text.fallback }
    },
  )
}
