/**
 * One operator request: what the CLI sends to `/api/admin/*`, and how it shows the answer: `json` (as sent),
 * `exceptions` (one line per exception, the default of `exceptions list`), or `rescan` (follow the rescan's
 * Location until it is done and say what it credited).
 */
export type OpsRequest = {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  body?: Record<string, unknown>
  show?:
    | 'json'
    | 'exceptions'
    | 'rescan'
    | 'reconciliations'
    | 'settlements'
    | 'disputes'
    | 'audit'
    | 'rules'
    | 'withdrawals'
}

export class OpsUsageError extends Error {
  override readonly name = 'OpsUsageError' as const
  readonly shortMessage: string
  constructor(shortMessage: string) {
    super(`${shortMessage}\n\n${OPS_USAGE}`)
    this.shortMessage = shortMessage
  }
}

const OPS_USAGE = `Usage: npm run ops -- <command>
  invite create [--uses <n>]                 a root invitation code (-1 or no --uses: unlimited)
  user state <address> <normal|blacklist|blocked>
  card suspend <cardId>
  card expire <cardId>
  card lock <cardId>                         an operator's lock: the owner cannot unlock it
  card unlock <cardId>                       lifts an operator's lock only
  card retry-issuance <cardId>               asks the issuer again for a card whose issuance failed
  rewards adjust <address> <amount> <reason...>   amount in USD, may be negative ("-5.00")
  payments rescan <chainId> <fromBlock>        waits until the scanner applied it; prints what it credited
  exceptions list [--all] [--json]           open deposit exceptions (--all: resolved ones too)
  exceptions resolve <id> <credit|debit|refunded|ignore> --note "<why>" [--refund-tx <hash>] [--amount <usd>]
  withdrawals list [--all] [--json]          withdrawals waiting for their payout, oldest first (--all: every one)
  withdrawals pay <id> --tx <hash>           marks it paid once the chain shows the transaction pays it (token,
                                             amount, recipient, confirmations); else says why and changes nothing
  withdrawals fail <id> --note "<why>"       gives it up: its amount and fee go back to the card, once
  reserves snapshot                          takes a reserves snapshot now; prints its id
  issuer reconcile --date <YYYY-MM-DD>      reconcile that UTC day with the issuer's books now; prints its result
  issuer reconciliations [--json]            each day's reconciliation result, newest first
  issuer settlement --date <YYYY-MM-DD>     compare that UTC day's settlement at the issuer with the ledger now
  issuer settlements [--json]                each day's settlement result and funding need, newest first
  issuer rules sync [--json]                 mirror the program policy (RISK_*) as Lithic Auth Rules v2 now;
                                             prints each rule created, updated, turned off or unchanged
  enrollment upload-link <address> <type>    upload links for a document the issuer asked a cardholder for
                                             (type: one the issuer takes, e.g. UTILITY_BILL_STATEMENT)
  enrollment kyc-passed <address> <reference> <passedAt>   ISSUER_KYC=byo: the KYC provider's pass for a person
                                             (its reference, and when it passed: RFC 3339, e.g. 2026-11-24T09:30:00Z)
  disputes list [--status <status>] [--json] every card's disputes, newest first (status: opened, needs_info,
                                             in_review, won, lost, withdrawn, filing)
  audit [--limit <n>] [--before <id>] [--json]   every state-changing admin call, newest first, with its operator
  token new <name>                           a new operator token (give it to the operator) and its ADMIN_TOKENS
                                             entry (name:sha256, for the server); nothing is sent anywhere
Server: OPS_URL (default http://127.0.0.1:$ADMIN_PORT when ADMIN_PORT is set, else http://127.0.0.1:$PORT, PORT
default 8080); token: OPS_TOKEN (your own), else ADMIN_TOKEN, else DATA_DIR/admin-token (sandbox).`

const integer = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^-?\d{1,15}$/.test(text)) throw new OpsUsageError(`${what} must be an integer`)
  return Number.parseInt(text, 10)
}

const required = (text: string | undefined, what: string): string => {
  if (!text) throw new OpsUsageError(`missing ${what}`)
  return text
}

/** Turns CLI arguments into the admin request; the server validates values (its 400 message is shown). */
export function parseOpsArgs(argv: readonly string[]): OpsRequest {
  const [area, action, ...rest] = argv
  if (area === 'audit') return parseAudit(argv.slice(1))
  const command = `${area ?? ''} ${action ?? ''}`.trim()
  switch (command) {
    case 'invite create': {
      if (rest.length === 0) return { method: 'POST', path: '/api/admin/invitations', body: {} }
      if (rest[0] !== '--uses' || rest.length !== 2)
        throw new OpsUsageError('invite create takes only --uses <n>')
      return { method: 'POST', path: '/api/admin/invitations', body: { uses: integer(rest[1], '--uses') } }
    }
    case 'user state': {
      const address = required(rest[0], 'address')
      return {
        method: 'PUT',
        path: `/api/admin/users/${encodeURIComponent(address)}/state`,
        body: { state: required(rest[1], 'state') },
      }
    }
    case 'card suspend':
    case 'card expire':
    case 'card lock':
    case 'card unlock':
    case 'card retry-issuance':
      return {
        method: 'POST',
        path: `/api/admin/cards/${encodeURIComponent(required(rest[0], 'card id'))}/${action}`,
      }
    case 'rewards adjust': {
      const [address, amount, ...reason] = rest
      return {
        method: 'POST',
        path: '/api/admin/rewards/adjust',
        body: {
          address: required(address, 'address'),
          amount: required(amount, 'amount'),
          reason: required(reason.join(' '), 'reason'),
        },
      }
    }
    case 'payments rescan':
      return {
        method: 'POST',
        path: '/api/admin/payments/rescan',
        body: { chainId: integer(rest[0], 'chainId'), fromBlock: integer(rest[1], 'fromBlock') },
        show: 'rescan',
      }
    case 'exceptions list': {
      const unknown = rest.filter((flag) => flag !== '--all' && flag !== '--json')
      if (unknown.length > 0) throw new OpsUsageError(`exceptions list takes only --all and --json`)
      return {
        method: 'GET',
        path: `/api/admin/exceptions${rest.includes('--all') ? '?status=all' : ''}`,
        show: rest.includes('--json') ? 'json' : 'exceptions',
      }
    }
    case 'exceptions resolve': {
      const [id, action, ...flags] = rest
      const options = parseFlags(flags, ['--note', '--refund-tx', '--amount'])
      return {
        method: 'POST',
        path: `/api/admin/exceptions/${encodeURIComponent(required(id, 'exception id'))}/resolve`,
        body: {
          action: required(action, 'action (credit, debit, refunded or ignore)'),
          note: required(options['--note'], '--note "<why>"'),
          ...(options['--refund-tx'] ? { refundTxHash: options['--refund-tx'] } : {}),
          ...(options['--amount'] ? { amount: options['--amount'] } : {}),
        },
        show: 'json',
      }
    }
    case 'withdrawals list': {
      const unknown = rest.filter((flag) => flag !== '--all' && flag !== '--json')
      if (unknown.length > 0) throw new OpsUsageError('withdrawals list takes only --all and --json')
      return {
        method: 'GET',
        path: `/api/admin/withdrawals${rest.includes('--all') ? '?status=all' : ''}`,
        show: rest.includes('--json') ? 'json' : 'withdrawals',
      }
    }
    case 'withdrawals pay': {
      const [id, ...flags] = rest
      const options = parseFlags(flags, ['--tx'])
      return {
        method: 'POST',
        path: `/api/admin/withdrawals/${encodeURIComponent(required(id, 'withdrawal id'))}/pay`,
        body: { txHash: required(options['--tx'], '--tx <hash>') },
        show: 'json',
      }
    }
    case 'withdrawals fail': {
      const [id, ...flags] = rest
      const options = parseFlags(flags, ['--note'])
      return {
        method: 'POST',
        path: `/api/admin/withdrawals/${encodeURIComponent(required(id, 'withdrawal id'))}/fail`,
        body: { note: required(options['--note'], '--note "<why>"') },
        show: 'json',
      }
    }
    case 'reserves snapshot':
      if (rest.length > 0) throw new OpsUsageError('reserves snapshot takes no arguments')
      return { method: 'POST', path: '/api/admin/reserves/snapshots', show: 'json' }
    case 'issuer reconcile': {
      const options = parseFlags(rest, ['--date'])
      const date = required(options['--date'], '--date <YYYY-MM-DD>')
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new OpsUsageError('--date must be YYYY-MM-DD')
      return { method: 'POST', path: '/api/admin/issuer/reconcile', body: { date }, show: 'reconciliations' }
    }
    case 'issuer settlement': {
      const options = parseFlags(rest, ['--date'])
      const date = required(options['--date'], '--date <YYYY-MM-DD>')
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new OpsUsageError('--date must be YYYY-MM-DD')
      return { method: 'POST', path: '/api/admin/issuer/settlement', body: { date }, show: 'settlements' }
    }
    case 'issuer settlements': {
      if (rest.some((flag) => flag !== '--json'))
        throw new OpsUsageError('issuer settlements takes only --json')
      return {
        method: 'GET',
        path: '/api/admin/issuer/settlements',
        show: rest.includes('--json') ? 'json' : 'settlements',
      }
    }
    case 'enrollment upload-link': {
      const [address, documentType, ...extra] = rest
      if (extra.length > 0)
        throw new OpsUsageError('enrollment upload-link takes an address and a document type')
      return {
        method: 'POST',
        path: `/api/admin/cardholders/${encodeURIComponent(required(address, 'address'))}/documents`,
        body: { documentType: required(documentType, 'document type') },
      }
    }
    case 'enrollment kyc-passed': {
      const [address, reference, passedAt, ...extra] = rest
      if (extra.length > 0)
        throw new OpsUsageError('enrollment kyc-passed takes an address, a reference and a time')
      return {
        method: 'PUT',
        path: `/api/admin/cardholders/${encodeURIComponent(required(address, 'address'))}/kyc`,
        body: { reference: required(reference, 'reference'), passedAt: required(passedAt, 'passedAt') },
        show: 'json',
      }
    }
    case 'disputes list': {
      const options = parseFlags(
        rest.filter((flag) => flag !== '--json'),
        ['--status'],
      )
      const status = options['--status']
      return {
        method: 'GET',
        path: `/api/admin/disputes${status ? `?status=${encodeURIComponent(status)}` : ''}`,
        show: rest.includes('--json') ? 'json' : 'disputes',
      }
    }
    case 'issuer rules': {
      const [verb, ...flags] = rest
      if (verb !== 'sync' || flags.some((flag) => flag !== '--json'))
        throw new OpsUsageError('issuer rules takes sync [--json]')
      return {
        method: 'POST',
        path: '/api/admin/issuer/rules/sync',
        show: flags.includes('--json') ? 'json' : 'rules',
      }
    }
    case 'issuer reconciliations': {
      if (rest.some((flag) => flag !== '--json'))
        throw new OpsUsageError('issuer reconciliations takes only --json')
      return {
        method: 'GET',
        path: '/api/admin/issuer/reconciliations',
        show: rest.includes('--json') ? 'json' : 'reconciliations',
      }
    }
    default:
      throw new OpsUsageError(command ? `unknown command "${command}"` : 'no command')
  }
}

/** `audit [--limit <n>] [--before <id>] [--json]`: the operators' audit, newest first. */
function parseAudit(args: readonly string[]): OpsRequest {
  const options = parseFlags(
    args.filter((flag) => flag !== '--json'),
    ['--limit', '--before'],
  )
  const query = new URLSearchParams()
  if (options['--limit']) query.set('limit', String(integer(options['--limit'], '--limit')))
  if (options['--before']) query.set('before', String(integer(options['--before'], '--before')))
  return {
    method: 'GET',
    path: `/api/admin/audit${query.size > 0 ? `?${query}` : ''}`,
    show: args.includes('--json') ? 'json' : 'audit',
  }
}

/** `--name value` pairs; anything else is a usage error. */
function parseFlags(flags: readonly string[], allowed: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < flags.length; i += 2) {
    const name = flags[i]!
    const value = flags[i + 1]
    if (!allowed.includes(name)) throw new OpsUsageError(`unknown option "${name}"`)
    if (value === undefined || value.startsWith('--')) throw new OpsUsageError(`${name} needs a value`)
    out[name] = value
  }
  return out
}
