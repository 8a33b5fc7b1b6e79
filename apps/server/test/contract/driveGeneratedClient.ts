import createClient, { type Middleware } from 'openapi-fetch'
import type { Address, Hex } from 'viem'
import type { paths } from './api.generated'

export type ClientSigner = { address: Address; signMessage(args: { message: string }): Promise<Hex> }

/**
 * A client generated from the served document, used as a third party would: every call typed by
 * `paths`, the session cookie kept from /api/auth's answer and sent back with X-PAYER on each call (the two
 * security schemes the document declares for a signed-in route).
 */
export function generatedClient(baseUrl: string, signer: ClientSigner) {
  const client = createClient<paths>({ baseUrl })
  let cookie: string | undefined
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-payer', signer.address)
      if (cookie) request.headers.set('cookie', cookie)
      return request
    },
    onResponse({ response }) {
      const set = response.headers.get('set-cookie')
      if (set) cookie = set.split(';')[0]
      return response
    },
  }
  client.use(session)
  return {
    client,
    /** Sign-In with Ethereum through the document's operations: a nonce, the signed message, the session. */
    async signIn(buildMessage: (nonce: string) => string) {
      const nonce = await client.POST('/api/nonce', { params: { header: { 'x-payer': signer.address } } })
      if (!nonce.data) throw new Error(`nonce: ${nonce.response.status}`)
      const message = buildMessage(nonce.data.nonce)
      const signature = await signer.signMessage({ message })
      const auth = await client.POST('/api/auth', {
        params: { header: { 'x-payer': signer.address, 'x-signature': signature } },
        body: { message },
      })
      if (!auth.data) throw new Error(`auth: ${auth.response.status}`)
      return auth.data
    },
  }
}
