/** Longest contact name (the name support and the statement address a person by). */
export const DISPLAY_NAME_MAX = 64
/** Longest legal first or last name. */
export const LEGAL_NAME_MAX = 50

/** Letters of any script with their marks, single spaces, hyphens or apostrophes between them. */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '-][\p{L}\p{M}]+)*$/u

/**
 * A person's name as it is kept: trimmed, composed (NFC), runs of white space as one space, a typographic
 * apostrophe (’) as '.
 */
export function normalizePersonName(name: string): string {
  return name.trim().normalize('NFC').replace(/\s+/g, ' ').replace(/’/g, "'")
}

/**
 * True when `name` (normalized) is a person's name of at most `max` characters: letters of any script, spaces,
 * hyphens and apostrophes between them ("Jürgen Groß-Müller", "O'Brien", "José María", "李小龙").
 */
export function isValidPersonName(name: string, max: number): boolean {
  const value = normalizePersonName(name)
  return value.length >= 1 && value.length <= max && PERSON_NAME.test(value)
}

/**
 * The contact name of a person who gave their legal names (one name field per purpose: nobody types their name
 * twice): first and last name, or the last name alone when both are longer than `DISPLAY_NAME_MAX`.
 */
export function contactNameOf(firstName: string, lastName: string): string {
  const first = normalizePersonName(firstName)
  const last = normalizePersonName(lastName)
  const both = normalizePersonName(`${first} ${last}`)
  return both.length <= DISPLAY_NAME_MAX ? both : last
}
