import { lookup as dnsLookup } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { isInternalAddress } from './internalAddress'

type ResolvedAddress = { address: string; family: number }

/** The addresses a host name resolves to, as `dns.lookup` with `all` gives them. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>

const resolveWithDns: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    )
  })

/**
 * A `lookup` for the connection to a push service that refuses a name resolving into a private, loopback or
 * link-local network. A subscription's name was checked when it was stored, but a name can be pointed elsewhere
 * later: this check is made by the connection itself, on the very addresses it then connects to, so no answer
 * in between can slip through.
 */
export function guardedLookup(resolveAll: ResolveAll = resolveWithDns): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address))) {
          const error = Object.assign(new Error('the push service host resolves to a private address'), {
            code: 'EPRIVATEADDRESS',
          })
          callback(error, '', 0)
          return
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses
        if (options.all) {
          ;(callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, usable)
          return
        }
        const first = usable[0]
        if (!first) {
          callback(Object.assign(new Error('no address of the asked family'), { code: 'ENOTFOUND' }), '', 0)
          return
        }
        callback(null, first.address, first.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}
