import {
  type ContactFormErrors,
  contactNameOf,
  DISPLAY_NAME_MAX,
  isContactConfirmDisabled,
  validateContactForm,
} from '@chaincard/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LegalAcceptance } from '../../../components/ui/LegalAcceptance'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'
import { useCardholderForm } from '../hooks/useCardholderForm'
import { useSubmitContactInfo } from '../hooks/useSubmitContactInfo'
import { CardholderFields } from './CardholderFields'
import { FormField, inputClass } from './FormField'

const errorKey = {
  'invalid email': 'application.invalid_email',
  'invalid phone': 'application.invalid_phone',
  'invalid display name': 'application.invalid_display_name',
} as const

/**
 * ApplicationPending: the contact form (email, phone with calling code, display name), rules from domain. When
 * the program enrolls cardholders with the issuer, also the cardholder: legal name, card name,
 * address (and date of birth and id for the `basic` and `byo` workflows), the cardholder terms accepted.
 */
export default function ApplicationPendingModal({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const holder = useCardholderForm()
  const submit = useSubmitContactInfo({ onEnrollmentRefusal: holder.refused })
  const [form, setForm] = useState({ email: '', callingCode: '', phoneNumber: '', displayName: '' })
  const [errors, setErrors] = useState<ContactFormErrors>({})
  const set = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: event.target.value }))
    setErrors((e) => ({
      ...e,
      [field === 'callingCode' || field === 'phoneNumber' ? 'phone' : field]: undefined,
    }))
  }
  const message = (error: keyof typeof errorKey | undefined) => (error ? t(errorKey[error]) : undefined)
  // One name field per purpose: a person who gives their legal names is addressed by them, not asked again.
  const contact = holder.asked
    ? { ...form, displayName: contactNameOf(holder.form.firstName, holder.form.lastName) }
    : form

  return (
    <Modal
      title={t('application.title')}
      description={t('application.text')}
      onClose={() => closeModal('applicationPending')}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault()
          const result = validateContactForm(contact)
          setErrors(result.errors)
          const cardholder = holder.cardholder()
          if (!result.valid || cardholder === null) return
          submit.mutate({
            orderId: cardId,
            info: {
              email: form.email.trim(),
              phone: {
                callingCode: form.callingCode.trim().replace(/^\+/, ''),
                phoneNumber: form.phoneNumber.trim(),
              },
              displayName: contact.displayName.trim(),
              ...(cardholder ? { cardholder } : {}),
            },
          })
        }}
      >
        <FormField label={t('application.email')} error={message(errors.email)}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              className={inputClass}
              value={form.email}
              onChange={set('email')}
            />
          )}
        </FormField>
        <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2">
          <FormField label={t('application.calling_code')} error={undefined}>
            {(props) => (
              <input
                {...props}
                aria-invalid={errors.phone !== undefined}
                inputMode="tel"
                autoComplete="tel-country-code"
                placeholder="+1"
                className={inputClass}
                value={form.callingCode}
                onChange={set('callingCode')}
              />
            )}
          </FormField>
          <FormField label={t('application.phone')} error={message(errors.phone)}>
            {(props) => (
              <input
                {...props}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                className={inputClass}
                value={form.phoneNumber}
                onChange={set('phoneNumber')}
              />
            )}
          </FormField>
        </div>
        {holder.asked ? null : (
          <FormField label={t('application.display_name')} error={message(errors.displayName)}>
            {(props) => (
              <input
                {...props}
                autoComplete="name"
                maxLength={DISPLAY_NAME_MAX}
                className={inputClass}
                value={form.displayName}
                onChange={set('displayName')}
              />
            )}
          </FormField>
        )}
        {holder.asked ? (
          <CardholderFields
            form={holder.form}
            errors={holder.errors}
            workflow={holder.asked.workflow}
            termsVersion={holder.asked.termsVersion}
            onChange={holder.change}
          />
        ) : null}
        <LegalAcceptance />
        {holder.refusal ? (
          <p
            role="alert"
            data-testid="enrollment-refusal"
            className="rounded-lg border border-rose-400/60 bg-rose-500/10 p-3 text-sm text-rose-100"
          >
            {t(`enrollment.refused.${holder.refusal.key}`, {
              email: supportEmail,
              reason: holder.refusal.reason ?? '',
            })}
          </p>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          disabled={isContactConfirmDisabled({ ...contact, requesting: submit.isPending }) || holder.loading}
        >
          {t('application.submit')}
        </Button>
      </form>
    </Modal>
  )
}
