// Cardholder enrollment: the name for the card from the person's legal name, the phone in E.164,
// whether a card waits for its cardholder, why an application's cardholder part was refused.

export { decideCardIssuance } from './decideCardIssuance'
export {
  checkEnrollmentAddress,
  ENROLLMENT_COUNTRIES,
  type EnrollmentAddressProblem,
  type EnrollmentCountry,
  normalizeEnrollmentAddress,
} from './enrollmentAddress'
export { enrollmentRefusalField, enrollmentRefusalMessage } from './enrollmentRefusal'
export { CARDHOLDER_MIN_AGE_YEARS, isOldEnough } from './isOldEnough'
export { CARD_NAME_MAX, toCardName } from './toCardName'
export { toE164 } from './toE164'
