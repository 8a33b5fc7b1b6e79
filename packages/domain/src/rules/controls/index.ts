// Risk controls: the program's policy over every card, the owner's controls of one card, and the decision on
// an authorization under both.
export {
  CONTROL_DECLINE_KEYS,
  type ControlDeclineValues,
  controlDeclineMessage,
} from './controlDeclineMessage'
export {
  type AuthorizationChannel,
  type AvsResult,
  type CardVelocity,
  type ChannelControl,
  type ControlledAuthorization,
  type ControlsApproval,
  type ControlsDecision,
  type ControlsDecline,
  type ControlsState,
  decideControls,
  type MerchantLockState,
  type ProgramRule,
} from './decideControls'
export { type ControlledIncrement, decideIncrementControls } from './decideIncrementControls'
export {
  categoryOfMcc,
  isMcc,
  MERCHANT_CATEGORIES,
  MERCHANT_CATEGORY_NAMES,
  type MerchantCategory,
} from './merchantCategories'
export {
  AvsPolicy,
  DEFAULT_BLOCKED_MCCS,
  DEFAULT_DAILY_AMOUNT_MICRO,
  DEFAULT_DAILY_COUNT,
  DEFAULT_MONTHLY_AMOUNT_MICRO,
  DEFAULT_PROGRAM_POLICY,
  type ParseProgramPolicyEnvResult,
  ProgramPolicy,
  type ProgramPolicyEnv,
  type ProgramPolicyEnvError,
  parseProgramPolicyEnv,
} from './programPolicy'
export {
  type ControlsLimitField,
  type ControlsRefusal,
  type ValidateCardControlsResult,
  validateCardControls,
} from './validateCardControls'
export { type VelocityWindow, velocityWindowOf } from './velocityWindow'
