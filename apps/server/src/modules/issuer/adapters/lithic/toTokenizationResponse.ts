import type { StepUpContact, WalletStepUp } from '@chaincard/domain'

/** The answer to Lithic's tokenization decisioning (schema `tokenization-decisioning-response`). */
export type TokenizationResponse = {
  tokenization_decision: 'APPROVE' | 'AUTHENTICATE' | 'DECLINE'
  phone_number: string
  email: string
  mobile_application_name: string
}

/**
 * The step-up decision as Lithic takes it. The definition requires the phone, e-mail and app name in every
 * answer: an AUTHENTICATE carries the cardholder's phone (E.164) and verified e-mail, which the wallet offers the
 * person to receive the activation code, and our product's name (the app the wallet may open). Other answers
 * carry the owner's contact when we have one, else the program's support address and no phone (a card that is
 * not ours): Lithic verifies nobody with them.
 */
export function toTokenizationResponse(
  step: WalletStepUp,
  contact: StepUpContact | null,
  program: { productName: string; supportEmail: string },
): TokenizationResponse {
  if (step.decision === 'AUTHENTICATE') {
    return {
      tokenization_decision: 'AUTHENTICATE',
      phone_number: step.phoneE164,
      email: step.email,
      mobile_application_name: program.productName,
    }
  }
  return {
    tokenization_decision: step.decision,
    phone_number: contact?.phoneE164 ?? '',
    email: contact?.email ?? program.supportEmail,
    mobile_application_name: program.productName,
  }
}
