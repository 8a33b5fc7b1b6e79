import {
  type CardControls,
  type CardControlsBodyInput,
  formatUsd,
  type MerchantCategory,
  type MerchantLock,
  parseDecimalForLocale,
  parseUsd,
} from '@chaincard/domain'

export const LIMIT_KEYS = ['perPurchase', 'daily', 'monthly'] as const
export type LimitKey = (typeof LIMIT_KEYS)[number]

/** A part of the controls a refusal can point at, by its path in the wire body. */
export type ControlsField =
  | `limits.${LimitKey}`
  | 'blockedCategories'
  | 'channels'
  | 'countries'
  | 'merchantLock'

/** The most each limit may be (micro-USD), from the program's policy; null while it is not known. */
export type ControlsMaxima = Record<LimitKey, bigint>

/**
 * Why a field cannot be saved, as a sentence under `controls.errors`: a limit that is not an amount, one above
 * the program's maximum (`max`, micro-USD), one the server refused, no country in a country list, a country or
 * a category the server refused.
 */
export type ControlsFieldError =
  | { kind: 'amount' }
  | { kind: 'above_max'; max: bigint }
  | { kind: 'limit_refused' }
  | { kind: 'countries_empty' }
  | { kind: 'countries_refused' }
  | { kind: 'categories_refused' }
  | { kind: 'refused' }

export type ControlsErrors = Partial<Record<ControlsField, ControlsFieldError>>

/** The panel's editable state: limits as typed (the page's notation, empty for none), the rest as chosen. */
export type ControlsForm = {
  limits: Record<LimitKey, string>
  blockedCategories: MerchantCategory[]
  channels: CardControls['channels']
  /** `everywhere` sends null; `list` sends `countries`, which must then name one at least. */
  countriesMode: 'everywhere' | 'list'
  countries: string[]
  merchantLock: MerchantLock
}

/** The stored controls as the form shows them, amounts in the page's decimal notation ("200,00" in German). */
export function controlsToForm(controls: CardControls, decimalSeparator: string): ControlsForm {
  const limit = (value: string | null) => (value === null ? '' : value.replace('.', decimalSeparator))
  return {
    limits: {
      perPurchase: limit(controls.limits.perPurchase),
      daily: limit(controls.limits.daily),
      monthly: limit(controls.limits.monthly),
    },
    blockedCategories: [...controls.blockedCategories],
    channels: { ...controls.channels },
    countriesMode: controls.countries === null ? 'everywhere' : 'list',
    countries: controls.countries === null ? [] : [...controls.countries],
    merchantLock: controls.merchantLock,
  }
}

const WHOLE_CENTS = 10_000n

/**
 * A limit as typed, as the wire writes it ("1.234,5" in German is "1234.50"); null for an empty field (no limit);
 * an error for anything but an amount above 0 in whole cents, or one above the program's maximum.
 */
export function parseLimit(
  text: string,
  locale: string,
  max: bigint | undefined,
): { ok: true; value: string | null } | { ok: false; error: ControlsFieldError } {
  if (text.trim() === '') return { ok: true, value: null }
  const canonical = parseDecimalForLocale(text, locale)
  if (canonical === null || !/^\d{1,12}(?:\.\d{1,2})?$/.test(canonical))
    return { ok: false, error: { kind: 'amount' } }
  const micro = parseUsd(canonical)
  if (micro <= 0n || micro % WHOLE_CENTS !== 0n) return { ok: false, error: { kind: 'amount' } }
  if (max !== undefined && micro > max) return { ok: false, error: { kind: 'above_max', max } }
  return { ok: true, value: formatUsd(micro, 'down') }
}

export type FormToBodyResult =
  | { ok: true; body: CardControlsBodyInput }
  | { ok: false; errors: ControlsErrors }

/**
 * The PUT body of the form, or what must change first: the same rules the server applies to the shapes (an
 * amount above 0 in whole cents, at least one country in a list) and, when known, the program's maxima. The
 * server stays the judge: it refuses what this lets through, and the refusal is shown at its field.
 */
export function formToBody(
  form: ControlsForm,
  locale: string,
  maxima: ControlsMaxima | null,
): FormToBodyResult {
  const errors: ControlsErrors = {}
  const limits: Record<LimitKey, string | null> = { perPurchase: null, daily: null, monthly: null }
  for (const key of LIMIT_KEYS) {
    const parsed = parseLimit(form.limits[key], locale, maxima?.[key])
    if (parsed.ok) limits[key] = parsed.value
    else errors[`limits.${key}`] = parsed.error
  }
  if (form.countriesMode === 'list' && form.countries.length === 0)
    errors.countries = { kind: 'countries_empty' }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    body: {
      limits,
      blockedCategories: [...form.blockedCategories],
      channels: { ...form.channels },
      countries: form.countriesMode === 'everywhere' ? null : [...form.countries],
      merchantLock: form.merchantLock,
    },
  }
}

/** The fields in the order the panel shows them: the first with an error gets the focus. */
export const FIELD_ORDER: readonly ControlsField[] = [
  'limits.perPurchase',
  'limits.daily',
  'limits.monthly',
  'blockedCategories',
  'channels',
  'countries',
  'merchantLock',
]
