import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { COMMUNITY_URL } from '../../../lib/links'
import { closeModal, openModal } from '../../../lib/modals/modalStore'
import { getCachedReferralCode } from '../../../lib/referralCode'
import { signOut } from '../../../lib/session/signOut'
import { useWalletAddress } from '../../../lib/wallet/walletStore'
import { classifyInvitationError } from '../api/classifyInvitationError'
import { useRedeemInvitation } from '../hooks/useRedeemInvitation'

type FieldError = 'required' | 'invalid' | undefined

/**
 * InvitationInput (SPEC sections 4, 5, 8). Closing it signs the user out, the server session too (issue 21:
 * the session stayed signed in).
 */
export function InvitationModal() {
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
    setError(value.length > 0 && value.trim() === '' ? 'required' : undefined)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (trimmed === '') {
      setError('required')
      return
    }
    if (!address) return
    const fromReferral = getCachedReferralCode() === trimmed
    try {
      await redeem.mutateAsync({ code: trimmed, address, check: true })
    } catch (failure) {
      const kind = classifyInvitationError(failure)
      if (kind === 'reach_limit') setLimitReached(true)
      else if (kind === 'invalid_code') setError('invalid')
      else {
        closeModal('invitation')
        openModal({
          type: 'alert',
          titleKey: 'invitation.alert_title',
          ...(failure instanceof Error
            ? { message: failure.message }
            : { messageKey: 'common.system_error' }),
          onClose: () => void signOut({ remote: true }),
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
      onClose={() => {
        closeModal('invitation')
        void signOut({ remote: true })
      }}
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
            {t(error === 'required' ? 'invitation.required' : 'invitation.invalid')}
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
    </Modal>
  )
}

export default InvitationModal
