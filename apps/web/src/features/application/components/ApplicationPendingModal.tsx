import { type ContactFormErrors, isContactConfirmDisabled, validateContactForm } from '@chaincard/domain'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LegalAcceptance } from '../../../components/ui/LegalAcceptance'
import { Modal } from '../../../components/ui/Modal'
import { closeModal } from '../../../lib/modals/modalStore'
import { useSubmitContactInfo } from '../hooks/useSubmitContactInfo'

const errorKey = {
  'invalid email': 'application.invalid_email',
  'invalid phone': 'application.invalid_phone',
  'invalid display name': 'application.invalid_display_name',
} as const

function Field({
  label,
  error,
  children,
}: {
  label: string
  error: string | undefined
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-300">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const input =
  'w-full min-w-0 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-slate-100 aria-[invalid=true]:border-rose-400'

/** ApplicationPending: the contact form (email, phone with calling code, display name), rules from domain. */
export default function ApplicationPendingModal({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const submit = useSubmitContactInfo()
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
          const result = validateContactForm(form)
          setErrors(result.errors)
          if (!result.valid) return
          submit.mutate({
            orderId: cardId,
            info: {
              email: form.email.trim(),
              phone: {
                callingCode: form.callingCode.trim().replace(/^\+/, ''),
                phoneNumber: form.phoneNumber.trim(),
              },
              displayName: form.displayName.trim(),
            },
          })
        }}
      >
        <Field label={t('application.email')} error={message(errors.email)}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              className={input}
              value={form.email}
              onChange={set('email')}
            />
          )}
        </Field>
        <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2">
          <Field label={t('application.calling_code')} error={undefined}>
            {(props) => (
              <input
                {...props}
                aria-invalid={errors.phone !== undefined}
                inputMode="tel"
                autoComplete="tel-country-code"
                placeholder="+1"
                className={input}
                value={form.callingCode}
                onChange={set('callingCode')}
              />
            )}
          </Field>
          <Field label={t('application.phone')} error={message(errors.phone)}>
            {(props) => (
              <input
                {...props}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                className={input}
                value={form.phoneNumber}
                onChange={set('phoneNumber')}
              />
            )}
          </Field>
        </div>
        <Field label={t('application.display_name')} error={message(errors.displayName)}>
          {(props) => (
            <input
              {...props}
              autoComplete="name"
              className={input}
              value={form.displayName}
              onChange={set('displayName')}
            />
          )}
        </Field>
        <LegalAcceptance />
        <Button
          type="submit"
          className="w-full"
          disabled={isContactConfirmDisabled({ ...form, requesting: submit.isPending })}
        >
          {t('application.submit')}
        </Button>
      </form>
    </Modal>
  )
}
