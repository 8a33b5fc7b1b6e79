// Operator routes (API.md "Operators"): `/api/admin/*` with a bearer token, no session. The token is checked by
// the server's admin hook (401 on failure), so there is no header schema here.
import { z } from 'zod'
import { AddressInput, BlockNumber, ChainId, SignedUsdAmountInput } from './common'
import { InvitationCode } from './user'

/** A root invitation code with `uses` uses (-1 = unlimited); absent leaves the server default. */
export const CreateInvitationBody = z.strictObject({
  uses: z
    .int()
    .min(-1)
    .max(1_000_000)
    .refine((uses) => uses !== 0, { message: 'must be -1 (unlimited) or at least 1' })
    .optional(),
})

export const CreateInvitationResponse = z.object({ code: InvitationCode })

export const UserAddressParams = z.object({ address: AddressInput })

/** States an operator can set (the empty state only exists for unknown wallets). */
export const SetUserStateBody = z.strictObject({ state: z.enum(['normal', 'blacklist', 'blocked']) })

/** An `adjustment` reward record: signed, non-zero; the service refuses to take the balance below zero. */
export const AdjustRewardsBody = z.strictObject({
  address: AddressInput,
  amount: SignedUsdAmountInput.refine((amount) => amount !== '0.00', { message: 'must not be zero' }),
  reason: z.string().trim().min(1).max(500),
})

/** Rescan a chain's order-currency transfers from `fromBlock`. */
export const RescanBody = z.strictObject({
  chainId: ChainId,
  fromBlock: BlockNumber,
})

export type CreateInvitationBody = z.infer<typeof CreateInvitationBody>
export type CreateInvitationResponse = z.infer<typeof CreateInvitationResponse>
export type UserAddressParams = z.infer<typeof UserAddressParams>
export type SetUserStateBody = z.infer<typeof SetUserStateBody>
export type AdjustRewardsBody = z.infer<typeof AdjustRewardsBody>
export type AdjustRewardsBodyInput = z.input<typeof AdjustRewardsBody>
export type RescanBody = z.infer<typeof RescanBody>

/** Most actions one audit page answers. */
export const OPERATOR_AUDIT_MAX_LIMIT = 1_000

/** An action id as a query or wire value: a positive decimal integer. */
const OperatorActionId = z.string().regex(/^[1-9]\d{0,17}$/, 'must be an action id')

/** `GET /api/admin/audit?limit=N&before=ID`: the newest `limit` (default 100) actions, older than `before`. */
export const OperatorAuditQuery = z.strictObject({
  limit: z
    .union([
      z.int().min(1).max(OPERATOR_AUDIT_MAX_LIMIT),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer')
        .transform(Number),
    ])
    .pipe(z.int().min(1).max(OPERATOR_AUDIT_MAX_LIMIT))
    .default(100),
  before: OperatorActionId.optional(),
})

/**
 * One state-changing admin call: who (the operator's name), what (`POST /api/admin/rewards/adjust`), on what
 * (the path's parameters or the body's address), and `details`: the HTTP status it was answered with, the error
 * code of a refusal, and the path parameters, query and body sent.
 */
export const OperatorAuditAction = z.object({
  id: OperatorActionId,
  at: z.iso.datetime(),
  operator: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z
    .object({
      status: z.int(),
      code: z.string().nullable(),
      params: z.record(z.string(), z.unknown()).optional(),
      query: z.record(z.string(), z.unknown()).optional(),
      body: z.unknown().optional(),
    })
    .loose(),
})

export const OperatorAuditResponse = z.object({
  actions: z.array(OperatorAuditAction).max(OPERATOR_AUDIT_MAX_LIMIT),
})

export type OperatorAuditQuery = z.infer<typeof OperatorAuditQuery>
export type OperatorAuditAction = z.infer<typeof OperatorAuditAction>
export type OperatorAuditResponse = z.infer<typeof OperatorAuditResponse>
