import type Lithic from 'lithic'
import type { CardholderEnrollment, EnrolledCardholder } from '../../../../runtime/issuerPort'

type AccountHolderCreateParams = Parameters<Lithic['accountHolders']['create']>[0]

/** Lithic's account holder statuses as ours: one waiting to resubmit waits for a document too. */
export function fromLithicHolderStatus(status: string): EnrolledCardholder['status'] | null {
  switch (status) {
    case 'ACCEPTED':
      return 'accepted'
    case 'PENDING_REVIEW':
      return 'pending_review'
    case 'PENDING_DOCUMENT':
    case 'PENDING_RESUBMIT':
      return 'pending_document'
    case 'REJECTED':
      return 'rejected'
    default:
      return null
  }
}

/**
 * Where an enrollment stands once Lithic updates a document it asked for (`account_holder_document.updated`): an
 * upload rejected or still missing leaves it waiting for a document (with the rejected uploads' reasons); one
 * uploaded or accepted puts it under review (the account holder's own verification decides). Null: no uploads.
 */
export function fromLithicDocumentUploads(
  uploads: readonly { status: string; status_reasons?: readonly string[] | null | undefined }[],
): { status: 'pending_document' | 'pending_review'; reasons: string[] } | null {
  if (uploads.length === 0) return null
  const waiting = uploads.filter((u) => u.status === 'REJECTED' || u.status === 'PENDING_UPLOAD')
  if (waiting.length > 0) {
    const reasons = [...new Set(waiting.flatMap((u) => [...(u.status_reasons ?? [])]))]
    return { status: 'pending_document', reasons }
  }
  return { status: 'pending_review', reasons: [] }
}

/**
 * An enrollment as Lithic's `account_holders.create` body in the configured workflow: `exempt` is KYC_EXEMPT
 * for a prepaid card user (name, e-mail, phone, address); `basic` is KYC_BASIC (the individual with date of
 * birth and government id, and when they accepted the terms); `byo` is KYC_BYO (the same, for a program that
 * verified the person itself: its KYC provider's pass time, and the provider's reference as the external id).
 * Otherwise our enrollment id is the external id.
 */
export function toAccountHolderCreate(enrollment: CardholderEnrollment): AccountHolderCreateParams {
  const address = {
    address1: enrollment.address.line1,
    ...(enrollment.address.line2 ? { address2: enrollment.address.line2 } : {}),
    city: enrollment.address.city,
    state: enrollment.address.region,
    postal_code: enrollment.address.postalCode,
    country: enrollment.address.country,
  }
  const person = {
    first_name: enrollment.firstName,
    last_name: enrollment.lastName,
    email: enrollment.email,
    phone_number: enrollment.phoneNumber,
    address,
  }
  if (enrollment.workflow === 'exempt') {
    return {
      workflow: 'KYC_EXEMPT',
      kyc_exemption_type: 'PREPAID_CARD_USER',
      external_id: enrollment.enrollmentId,
      ...person,
    }
  }
  const acceptedAt = enrollment.termsAcceptedAt.toISOString()
  if (enrollment.workflow === 'byo' && !enrollment.kyc) {
    // Never tell the issuer a check passed that did not run (the terms' time is not a KYC pass).
    throw new Error('a KYC_BYO enrollment needs the KYC provider’s recorded pass')
  }
  return {
    workflow: enrollment.workflow === 'basic' ? 'KYC_BASIC' : 'KYC_BYO',
    // KYC_BYO: the provider's reference links the account holder to the check that passed.
    external_id: enrollment.kyc?.reference ?? enrollment.enrollmentId,
    tos_timestamp: acceptedAt,
    ...(enrollment.kyc ? { kyc_passed_timestamp: enrollment.kyc.passedAt.toISOString() } : {}),
    individual: {
      ...person,
      dob: enrollment.dateOfBirth ?? '',
      government_id: enrollment.governmentId ?? '',
    },
  }
}
