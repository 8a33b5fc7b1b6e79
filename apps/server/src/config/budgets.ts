import { baseEnvSchema } from './envSchema'
import type { Budgets } from './types'

type BudgetEnv = Pick<
  ReturnType<typeof baseEnvSchema.parse>,
  | 'NONCES_PER_CLIENT'
  | 'STREAMS_PER_SESSION'
  | 'STREAMS_PER_ADDRESS'
  | 'STREAMS_GLOBAL'
  | 'STATEMENT_WORKERS'
  | 'STATEMENT_QUEUE'
  | 'STATEMENTS_PER_HOUR'
  | 'CONTACT_ADDRESSES_PER_DAY'
  | 'VERIFICATION_MAILS_PER_HOUR'
  | 'PAYMENT_REPORTS_PER_HOUR'
  | 'PAYMENT_REPORTS_PER_CARD_PER_HOUR'
  | 'REJECTED_REPORTS_PER_CARD_PER_DAY'
  | 'SWAP_QUOTES_PER_MINUTE'
>

/** The per-user budgets of a parsed environment. */
export function budgetsOf(e: BudgetEnv): Budgets {
  return {
    noncesPerClient: e.NONCES_PER_CLIENT,
    streamsPerSession: e.STREAMS_PER_SESSION,
    streamsPerAddress: e.STREAMS_PER_ADDRESS,
    streamsGlobal: e.STREAMS_GLOBAL,
    statementWorkers: e.STATEMENT_WORKERS,
    statementQueue: e.STATEMENT_QUEUE,
    statementsPerHour: e.STATEMENTS_PER_HOUR,
    contactAddressesPerDay: e.CONTACT_ADDRESSES_PER_DAY,
    verificationMailsPerHour: e.VERIFICATION_MAILS_PER_HOUR,
    paymentReportsPerHour: e.PAYMENT_REPORTS_PER_HOUR,
    paymentReportsPerCardPerHour: e.PAYMENT_REPORTS_PER_CARD_PER_HOUR,
    rejectedReportsPerCardPerDay: e.REJECTED_REPORTS_PER_CARD_PER_DAY,
    swapQuotesPerMinute: e.SWAP_QUOTES_PER_MINUTE,
  }
}

/** The budgets when no variable sets them (the README's defaults; tests start from these). */
export const DEFAULT_BUDGETS: Budgets = budgetsOf(baseEnvSchema.parse({}))
