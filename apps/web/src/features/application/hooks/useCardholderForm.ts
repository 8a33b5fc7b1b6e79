import { type CardholderInputInput, toCardName } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { enrollmentQueryOptions } from '../../../lib/enrollment/enrollmentQueryOptions'
import type { EnrollmentRefusal } from '../utils/enrollmentRefusal'
import {
  type CardholderErrors,
  type CardholderField,
  type CardholderForm,
  EMPTY_CARDHOLDER_FORM,
  fieldErrorKey,
  validateCardholder,
} from '../utils/validateCardholder'

/** Today in the person's own calendar (the age rule counts birthdays where they are). */
function localToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The state of the application form's cardholder part. Asked when the program enrolls cardholders
 * (`config.enrollment`) and the person is not enrolled yet (no enrollment, one the issuer never received, or a
 * refused one: the server then says so); the card name follows the legal names (`toCardName`) until the person
 * edits it. `cardholder()` checks the part and returns what to send, or undefined when nothing is asked, or null
 * when a field is wrong (its error then shown).
 */
export function useCardholderForm() {
  const { enrollment: program } = useAppConfig()
  const enrollment = useQuery({ ...enrollmentQueryOptions(), enabled: Boolean(program) })
  const [form, setForm] = useState<CardholderForm>(EMPTY_CARDHOLDER_FORM)
  const [cardNameEdited, setCardNameEdited] = useState(false)
  const [errors, setErrors] = useState<CardholderErrors>({})
  const [refusal, setRefusal] = useState<EnrollmentRefusal | null>(null)
  const loading = Boolean(program) && enrollment.isPending
  const status = enrollment.data?.status
  const enrolled = status !== undefined && status !== 'enrolling' && status !== 'rejected'
  const asked = program && !loading && !enrolled ? program : null

  const change = (field: CardholderField, value: string | boolean) => {
    if (field === 'cardName') setCardNameEdited(true)
    setForm((current) => {
      const next = { ...current, [field]: value }
      if ((field === 'firstName' || field === 'lastName') && !cardNameEdited) {
        next.cardName = toCardName(next.firstName, next.lastName)
      }
      return next
    })
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const cardholder = (): CardholderInputInput | undefined | null => {
    setRefusal(null)
    if (!asked) return undefined
    const result = validateCardholder({
      form,
      workflow: asked.workflow,
      termsVersion: asked.termsVersion,
      today: localToday(),
    })
    setErrors(result.errors)
    return result.valid ? result.cardholder : null
  }

  const refused = (next: EnrollmentRefusal) => {
    setRefusal(next)
    const { field } = next
    if (field) {
      setErrors((current) => ({
        ...current,
        [field]: next.key === 'too_young' ? 'too_young' : fieldErrorKey(field),
      }))
    }
  }

  return { asked, loading, form, errors, refusal, change, cardholder, refused }
}
