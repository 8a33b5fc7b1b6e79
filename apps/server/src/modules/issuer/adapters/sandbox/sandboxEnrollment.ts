import type { CardholderEnrollment, EnrolledCardholder } from '../../../../runtime/issuerPort'

/** The sandbox issuer's account holder and account ids: a prefix and our enrollment id. */
const SANDBOX_HOLDER_PREFIX = 'sbx_holder_'
const SANDBOX_ACCOUNT_PREFIX = 'sbx_account_'

/**
 * The sandbox issuer's review of an enrollment, by the last name (documented in the README, "Sandbox issuer"):
 * `Reject` is rejected (the name could not be verified), `Review` waits for a review (`POST
 * /api/sandbox/enrollment` decides it), `Document` waits for a document; anyone else is accepted at once. A
 * `basic` or `byo` enrollment without a date of birth or government id is rejected, as the issuer would.
 */
export function reviewSandboxEnrollment(enrollment: CardholderEnrollment): EnrolledCardholder {
  const ids = {
    accountHolderToken: `${SANDBOX_HOLDER_PREFIX}${enrollment.enrollmentId}`,
    accountToken: `${SANDBOX_ACCOUNT_PREFIX}${enrollment.enrollmentId}`,
    requiredDocuments: [],
  }
  if (enrollment.workflow !== 'exempt' && (!enrollment.dateOfBirth || !enrollment.governmentId)) {
    return { ...ids, status: 'rejected', reasons: ['ID_VERIFICATION_FAILURE'] }
  }
  switch (enrollment.lastName.toLowerCase()) {
    case 'reject':
      return { ...ids, status: 'rejected', reasons: ['NAME_VERIFICATION_FAILURE'] }
    case 'review':
      return { ...ids, status: 'pending_review', reasons: [] }
    case 'document':
      return {
        ...ids,
        status: 'pending_document',
        reasons: ['ADDRESS_VERIFICATION_FAILURE'],
        requiredDocuments: [
          {
            entityToken: `sbx_entity_${enrollment.enrollmentId}`,
            validDocuments: ['UTILITY_BILL_STATEMENT', 'BANK_STATEMENT'],
          },
        ],
      }
    default:
      return { ...ids, status: 'accepted', reasons: [] }
  }
}
