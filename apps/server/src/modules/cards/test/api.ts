import type { FastifyInstance } from 'fastify'

export type Headers = Record<string, string>

/** Thin app.inject wrappers for the cards API tests. */
export function api(app: () => FastifyInstance, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
  }
}

export { pdfText } from '../../statements/testing/pdfText'

/** Decodes the card image data URL and reads number, expiry and CVV out of the SVG. */
export function readCardImage(img: string): { svg: string; pan: string; cvv: string; expiry: string } {
  const svg = Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8')
  const field = (name: string) => new RegExp(`data-field="${name}">([^<]+)<`).exec(svg)?.[1] ?? ''
  return { svg, pan: field('number').replaceAll(' ', ''), cvv: field('cvv'), expiry: field('expiry') }
}
