import { randomUUID } from 'node:crypto'
import {
  type CardholderInput,
  checkEnrollmentAddress,
  type EnrollmentAddressProblem,
  type EnrollmentRefusal,
  enrollmentRefusalField,
  enrollmentRefusalMessage,
  isOldEnough,
  normalizeEnrollmentAddress,
} from '@chaincard/domain'
import type { CardholderRow } from '../../../db/schema/cardholders'
import { AppError } from '../../../errors'
import type { AppContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { refusalReasonOf } from './refusalReasonOf'
import {
  correctCardholder,
  findCardholder,
  findKycCheck,
  insertCardholder,
  recordEnrollmentRefusal,
  updateCardholder,
} from './repo/cardholders'

const ADDRESS_REFUSALS: Record<EnrollmentAddressProblem, EnrollmentRefusal> = {
  country: 'address_country',
  region: 'address_region',
  postalCode: 'address_postal_code',
}

/** The typed details of a refusal: which one, the field it concerns, the issuer's reasons. */
function refusalDetails(refusal: EnrollmentRefusal, reasons?: string[]) {
  const field = enrollmentRefusalField(refusal)
  return {
    kind: 'enrollment' as const,
    refusal,
    ...(field ? { field } : {}),
    ...(reasons?.length ? { reasons: reasons.slice(0, 20).map((r) => r.slice(0, 200)) } : {}),
  }
}

/** A 400 refusal of the cardholder part: the code, the refusal in `details`, a sentence for people. */
const invalid = (refusal: EnrollmentRefusal, detail?: string) =>
  new AppError('validation_failed', enrollmentRefusalMessage(refusal, detail), {
    details: refusalDetails(refusal),
  })

/**
 * Enrolls the owner with the issuer as a cardholder with their first application, when the program
 * enrolls cardholders (`ISSUER_KYC`); a person is enrolled once (a later application's cardholder part is not
 * asked for and ignored). The enrollment is recorded first (`enrolling`, our id the issuer's idempotency key),
 * then sent to the issuer outside any transaction, then its answer kept: accepted, pending (a review, a
 * document) or rejected. An issuer that cannot be reached is 503 and the enrollment stays `enrolling`: the next
 * try sends the same one. An application the issuer refuses (a 4xx: its reason) is 422 `enrollment_refused`: the
 * enrollment stays `enrolling` under a new id, and the next application, as the person corrected it, is sent.
 * Only an address the workflow's issuer enrolls is sent (the domain's `checkEnrollmentAddress`, 400 otherwise);
 * with ISSUER_KYC=byo only a person whose KYC provider's pass is recorded (409 otherwise), that pass's time and
 * reference sent. A person the issuer rejected before is refused (409) another application. Null when the
 * program enrolls no one (a cardholder part is then refused, 400).
 */
export async function enrollOwner(
  ctx: AppContext,
  owner: string,
  application: { cardholder?: CardholderInput | undefined; email: string; phoneE164: string },
): Promise<CardholderRow | null> {
  const settings = ctx.config.enrollment
  const input = application.cardholder
  if (!settings) {
    if (input) throw invalid('not_enrolling')
    return null
  }
  const now = ctx.clock.now()
  let row = await findCardholder(ctx.db, owner)
  if (row && row.status === 'rejected') {
    throw new AppError(
      'invalid_action',
      enrollmentRefusalMessage('rejected_before', row.statusReasons.join(', ') || 'no reason given'),
      { details: refusalDetails('rejected_before', row.statusReasons) },
    )
  }
  if (row && row.status !== 'enrolling') return row
  if (!input) throw invalid('cardholder_required')
  if (input.termsVersion !== settings.termsVersion) {
    throw invalid('terms_version', `version ${settings.termsVersion}`)
  }
  // Only an address the issuer enrolls in this workflow (its countries, states and postal codes).
  const address = normalizeEnrollmentAddress(input.address)
  const problem = checkEnrollmentAddress(settings.workflow, address)
  if (problem) throw invalid(ADDRESS_REFUSALS[problem])
  // KYC_BYO: only a person the program's own provider verified, with that check's time and reference.
  const kyc = settings.workflow === 'byo' ? await findKycCheck(ctx.db, owner) : null
  if (settings.workflow === 'byo' && !kyc) {
    throw new AppError('invalid_action', enrollmentRefusalMessage('kyc_not_passed'), {
      details: refusalDetails('kyc_not_passed'),
    })
  }
  if (settings.workflow !== 'exempt') {
    if (!input.dateOfBirth) throw invalid('date_of_birth_required')
    if (!input.governmentId) throw invalid('government_id_required')
    if (!isOldEnough(input.dateOfBirth, now.toISOString().slice(0, 10))) {
      throw invalid('too_young')
    }
  }
  if (!row) {
    row =
      (await insertCardholder(ctx.db, {
        ownerAddress: owner,
        id: randomUUID(),
        issuer: ctx.issuer.name,
        workflow: settings.workflow,
        status: 'enrolling',
        firstName: input.firstName,
        lastName: input.lastName,
        cardName: input.cardName,
        address,
        termsVersion: input.termsVersion,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })) ?? (await findCardholder(ctx.db, owner))
    if (!row) throw new Error(`cardholder ${owner} vanished`)
    if (row.status !== 'enrolling') return row
  } else if (row.lastRefusal !== null) {
    // The issuer refused the last try: this one sends the application as the person corrected it.
    row =
      (await correctCardholder(ctx.db, owner, {
        firstName: input.firstName,
        lastName: input.lastName,
        cardName: input.cardName,
        address,
        termsVersion: input.termsVersion,
        termsAcceptedAt: now,
        at: now,
      })) ?? row
  }
  let enrolled: Awaited<ReturnType<AppContext['issuer']['enrollCardholder']>>
  try {
    // What was recorded (a retry sends the same person); the date of birth and id come with each try, unkept.
    enrolled = await ctx.issuer.enrollCardholder({
      enrollmentId: row.id,
      workflow: row.workflow,
      firstName: row.firstName,
      lastName: row.lastName,
      email: application.email,
      phoneNumber: application.phoneE164,
      address: row.address,
      dateOfBirth: input.dateOfBirth,
      governmentId: input.governmentId,
      termsAcceptedAt: row.termsAcceptedAt,
      ...(kyc ? { kyc: { passedAt: kyc.passedAt, reference: kyc.reference } } : {}),
    })
  } catch (error) {
    const refused = error instanceof IssuerUnavailableError ? refusalReasonOf(error) : null
    if (refused !== null) {
      // The issuer read the application and said no (a 4xx): the person corrects it and sends it again.
      await recordEnrollmentRefusal(ctx.db, owner, {
        newId: randomUUID(),
        reason: refused,
        at: ctx.clock.now(),
      })
      throw new AppError('enrollment_refused', `enrollment refused: ${refused}`, {
        cause: error,
        details: refusalDetails('issuer_refused', [refused]),
      })
    }
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the application',
        {
          cause: error,
        },
      )
    }
    throw error
  }
  return updateCardholder(ctx.db, owner, {
    issuerToken: enrolled.accountHolderToken,
    accountToken: enrolled.accountToken,
    status: enrolled.status,
    statusReasons: enrolled.reasons,
    requiredDocuments: enrolled.requiredDocuments,
    lastRefusal: null,
    updatedAt: ctx.clock.now(),
  })
}
