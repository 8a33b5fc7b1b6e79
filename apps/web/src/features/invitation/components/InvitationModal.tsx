import { validateInvitationCode } from '@chaincard/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { NoCodeHelp } from '../../../components/ui/NoCodeHelp'
import { errorSentenceKey, isSignInError } from '../../../lib/api/errorSentenceKey'
import { COMMUNITY_URL } from '../../../lib/links'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { getCachedReferralCode } from '../../../lib/referralCode'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { classifyInvitationError } from '../api/classifyInvitationError'
import { useRedeemInvitation } from '../hooks/useRedeemInvitation'

type FieldError = 'required' | 'invalid' | 'too_long' | undefined

const fieldErrorKey = {
  required: 'invitation.required',
  invalid: 'invitation.invalid',
  too_long: 'invitation.too_long',
} as const

/**
 * InvitationInput (SPEC sections 4, 5, 8). Closing it leaves the person signed in with the wallet connected
 * (it signed them out): the home page then says how to get a code, and Get free card opens this again.
 * A code longer than any code, unknown or used up stays in the field with its sentence; any other failure shows
 * its translated sentence; OK on it never disconnects.
 */
export default function InvitationModal() {
  const { t } = useTranslation()
  const address = useWalletAddress()
  const inputId = useId()
  const errorId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<FieldError>()
  const [limitReached, setLimitReached] = useState(false)
  const redeem = useRedeemInvitation()

  const onChange = (value: string) => {
    setCode(value)
    setLimitReached(false)
    setError(value.length > 0 ? (validateInvitationCode(value) ?? undefined) : undefined)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const local = validateInvitationCode(code)
    if (local) {
      setError(local)
      return
    }
    const trimmed = code.trim()
    if (!address) return
    const fromReferral = getCachedReferralCode() === trimmed
    try {
      await redeem.mutateAsync({ code: trimmed, address, check: true })
    } catch (failure) {
      const kind = classifyInvitationError(failure)
      if (kind === 'reach_limit') setLimitReached(true)
      else if (kind === 'invalid_code') setError('invalid')
      else if (kind === 'too_long') setError('too_long')
      else {
        closeModal('invitation')
        openModal({
          type: 'alert',
          titleKey: isSignInError(failure) ? 'sign_in.title' : 'invitation.alert_title',
          messageKey: errorSentenceKey(failure),
          action: { labelKey: 'errors.try_again', run: () => openModal({ type: 'invitation' }) },
        })
      }
      return
    }
    closeModal('invitation')
    if (!fromReferral)
      openModal({ type: 'alert', titleKey: 'invitation.success_title', messageKey: 'invitation.success' })
  }

  const disabled = code === '' || error !== undefined || redeem.isPending
  return (
    <Modal
      title={t('invitation.title')}
      description={t('invitation.description')}
      onClose={() => closeModal('invitation')}
    >
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="mb-1 block text-sm">
          {t('invitation.label')}
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          className="w-full rounded-lg border border-slate-600 bg-slate-950 px-3 py-2"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-rose-300">
            {t(fieldErrorKey[error])}
          </p>
        ) : null}
        {limitReached ? (
          <p role="status" className="mt-2 text-sm text-amber-300">
            {t('invitation.limit')}{' '}
            <a className="underline" href={COMMUNITY_URL} target="_blank" rel="noreferrer">
              {t('invitation.community')}
            </a>
          </p>
        ) : null}
        <Button type="submit" className="mt-4 w-full" disabled={disabled}>
          {redeem.isPending ? t('common.loading') : t('common.confirm')}
        </Button>
      </form>
      <div className="mt-4">
        <NoCodeHelp />
      </div>
    </Modal>
  )
}
