// Cardholder enrollment: what an application asks of the person when the program enrolls its
// cardholders with the issuer (`ISSUER_KYC`), and where their enrollment stands.
import { z } from 'zod'
import { CARDHOLDER_STATUSES } from '../constants/paymentStatus'
import { LEGAL_NAME_MAX, normalizePersonName } from '../rules/personName'

/** How the program enrolls cardholders: off, or one of the issuer's workflows (Lithic KYC_EXEMPT, KYC_BASIC, KYC_BYO). */
export const EnrollmentWorkflow = z.enum(['exempt', 'basic', 'byo'])

/**
 * A legal name as the person writes it: letters of any script (with their marks), single spaces, hyphens or
 * apostrophes between them ("Jürgen", "Groß-Müller", "O'Brien", "José María"), 1 to 50 characters.
 */
export const LegalName = z
  .string()
  .trim()
  .transform(normalizePersonName)
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(LEGAL_NAME_MAX, `must be at most ${LEGAL_NAME_MAX} characters`)
      .regex(
        /^[\p{L}\p{M}]+(?:[ '-][\p{L}\p{M}]+)*$/u,
        'must be letters, with spaces, hyphens or apostrophes between them',
      ),
  )

/** The name for the card, as networks emboss it: Latin capitals, words joined by a space, hyphen or apostrophe, 2–26. */
export const CardName = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(26, 'must be at most 26 characters')
  .regex(
    /^[A-Z]+(?:[ '-][A-Z]+)*$/,
    'must be Latin capital letters (A-Z), with spaces, hyphens or apostrophes',
  )

const line = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)

/** A postal address (the issuer refuses PO boxes): country as ISO 3166-1 alpha-3 ("USA", "DEU"). */
export const PostalAddress = z.strictObject({
  line1: line(100),
  line2: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  city: line(60),
  /** State, province or region (US: the two-letter state). */
  region: z.string().trim().max(60, 'must be at most 60 characters'),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'must be a postal code of 2 to 12 letters or digits'),
  country: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 3166-1 alpha-3 country code such as USA or DEU'),
})

/**
 * The cardholder part of an application when the program enrolls cardholders: legal first and last name, the
 * name for the card (pre-filled by `toCardName`, editable), the address, and for the `basic` workflow the date
 * of birth and government id number (sent to the issuer once, never stored); the cardholder terms accepted,
 * naming their version (the server records when).
 */
export const CardholderInput = z.strictObject({
  firstName: LegalName,
  lastName: LegalName,
  cardName: CardName,
  address: PostalAddress,
  dateOfBirth: z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional(),
  governmentId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,20}$/, 'must be 4 to 20 letters, digits or hyphens')
    .optional(),
  acceptedTerms: z.literal(true, { message: 'the cardholder terms must be accepted' }),
  termsVersion: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, 'must name the version of the terms'),
})

/**
 * Where a cardholder's enrollment stands: `accepted` (cards are issued), `pending_review` (the issuer looks at
 * it: nothing to do), `pending_document` (the issuer needs a document: support writes to the person),
 * `rejected` (no card; what was paid is refunded: an operator sends it back).
 */
export const EnrollmentStatus = z.enum(CARDHOLDER_STATUSES)

/** `GET /api/user/enrollment`: the owner's enrollment, or null when none (or the program enrolls no one). */
export const EnrollmentResponse = z.union([
  z.object({
    status: EnrollmentStatus,
    /** The issuer's reasons, its codes (`PRIMARY_BUSINESS_ENTITY_ADDRESS_VERIFICATION_FAILURE`...). */
    reasons: z.array(z.string().max(100)).max(20),
    cardName: CardName,
    termsVersion: z.string().max(40),
  }),
  z.null(),
])

/**
 * `POST /api/sandbox/enrollment` (sandbox only): the sandbox issuer's review of the caller's enrollment, as the
 * issuer's `account_holder.verification` event would bring it.
 */
export const SandboxEnrollmentReviewBody = z.strictObject({
  status: z.enum(['accepted', 'pending_review', 'pending_document', 'rejected']),
  reasons: z
    .array(z.string().regex(/^[A-Z_]{1,100}$/, 'must be an issuer reason code'))
    .max(10)
    .optional(),
})

export type SandboxEnrollmentReviewBody = z.infer<typeof SandboxEnrollmentReviewBody>
export type EnrollmentWorkflow = z.infer<typeof EnrollmentWorkflow>
export type LegalName = z.infer<typeof LegalName>
export type CardName = z.infer<typeof CardName>
export type PostalAddress = z.infer<typeof PostalAddress>
export type CardholderInput = z.infer<typeof CardholderInput>
export type CardholderInputInput = z.input<typeof CardholderInput>
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>
export type EnrollmentResponse = z.infer<typeof EnrollmentResponse>
