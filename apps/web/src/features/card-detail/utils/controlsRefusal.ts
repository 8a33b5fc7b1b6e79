import { isApiError } from '../../../lib/api/ApiError'
import type { ControlsField, ControlsFieldError } from './controlsForm'

/** A refusal of the server pointed at the field it names. */
export type ControlsRefusal = { field: ControlsField; error: ControlsFieldError }

/** The first segments of a refused path and the field (and sentence) they mean. */
function fieldOf(path: string): ControlsRefusal | null {
  const [head, next] = path.split('.')
  if (head === 'limits' && (next === 'perPurchase' || next === 'daily' || next === 'monthly'))
    return { field: `limits.${next}`, error: { kind: 'limit_refused' } }
  if (head === 'countries') return { field: 'countries', error: { kind: 'countries_refused' } }
  if (head === 'blockedCategories')
    return { field: 'blockedCategories', error: { kind: 'categories_refused' } }
  if (head === 'channels') return { field: 'channels', error: { kind: 'refused' } }
  if (head === 'merchantLock') return { field: 'merchantLock', error: { kind: 'refused' } }
  return null
}

/**
 * The field a 400 of PUT /card/{id}/controls names (`field` of the error body: `limits.daily`,
 * `countries.1`), with the panel's own sentence for it; the server's message is never shown. Null for any
 * other failure (said once for the whole form).
 */
export function controlsRefusal(error: unknown): ControlsRefusal | null {
  if (!isApiError(error) || error.code !== 'validation_failed' || error.field === undefined) return null
  return fieldOf(error.field.replace(/^body\./, ''))
}
