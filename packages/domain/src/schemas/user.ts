// User routes (API.md "User"): activation state, user state, invitations, membership.
import { z } from 'zod'
import { USER_STATES } from '../constants/cardStatus'
import { FeeRate, UsdAmount } from './common'

/**
 * Operator-set user state; "" for a wallet the server does not know yet. The type is `UserState` of
 * `constants`; this schema is named `...Enum` so the two barrels do not export the same name.
 */
export const UserStateEnum = z.enum(USER_STATES)

/**
 * Invitation code as the server issues it: 1 to 32 upper-case letters and digits (generated codes use a
 * 31-symbol alphabet; root codes such as the sandbox `WELCOME` are configured). Used in answers.
 */
export const InvitationCode = z
  .string()
  .regex(/^[A-Z0-9]{1,32}$/, 'must be 1-32 upper-case letters and digits')

/**
 * Invitation code as typed or cached from a referral link: trimmed, otherwise unconstrained up to a bound on
 * what is read at all. API.md answers an unknown or malformed code with 400 `invalid_code` (whose message the
 * web app reacts to), not `validation_failed`, so the service normalises (upper-case) and checks the format
 * itself; a code longer than INVITATION_CODE_MAX_LENGTH is 400 `code_too_long` (its own sentence).
 */
export const InvitationCodeInput = z.string().trim().max(2_048)

export const ActiveStateResponse = z.object({ active: z.boolean() })

export const UserStateResponse = z.object({ state: UserStateEnum })

export const InvitationCheckQuery = z.object({ code: InvitationCodeInput })

export const InvitationCheckResponse = z.object({ valid: z.literal(true) })

export const ActivateBody = z.strictObject({ code: InvitationCodeInput })

/** `availableCount` is the number of uses left on the user's code, -1 for unlimited. */
export const UserInvitationResponse = z.object({
  code: InvitationCode,
  availableCount: z.int().min(-1),
  rewardBalance: UsdAmount,
  redemptionEnable: z.boolean(),
})

/**
 * Membership: `rebate` is the fraction of each settled top-up paid as rewards ("0.002" = 0.2%);
 * `nextInfo.requiredValue` the monthly volume in USD the next level needs, `percent` the progress towards it
 * (0-100, a display value, not money). `nextInfo` is null at the top level.
 */
export const MembershipResponse = z.object({
  enable: z.boolean(),
  level: z.int().min(0).max(100),
  rebate: FeeRate,
  nextInfo: z
    .object({
      level: z.int().min(1).max(100),
      requiredValue: UsdAmount,
      percent: z.number().min(0).max(100),
    })
    .nullable(),
})

export type InvitationCode = z.infer<typeof InvitationCode>
export type ActiveStateResponse = z.infer<typeof ActiveStateResponse>
export type UserStateResponse = z.infer<typeof UserStateResponse>
export type InvitationCheckQuery = z.infer<typeof InvitationCheckQuery>
export type InvitationCheckResponse = z.infer<typeof InvitationCheckResponse>
export type ActivateBody = z.infer<typeof ActivateBody>
export type UserInvitationResponse = z.infer<typeof UserInvitationResponse>
export type MembershipResponse = z.infer<typeof MembershipResponse>
