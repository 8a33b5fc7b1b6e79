import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal, type TopupFailReason } from '../../../lib/modals/modalStore'

/** Reasons after which the money may have moved: the user is pointed to support (SPEC section 8). */
const MAY_HAVE_MOVED: readonly TopupFailReason[] = [
  'report_refused',
  'held',
  'report_rejected',
  'no_payment',
  'unknown',
]

/**
 * TopUpFail (SPEC section 8), with the reason in its own sentence (a rejection, no gas, a reverted or
 * cancelled transaction, a changed quote...) and Try again, which closes it and leaves the filled form.
 * The support note stays for the cases where the wallet may show a deduction.
 */
export default function TopUpFailModal({ reason }: { reason: TopupFailReason }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const close = () => closeModal('topUpFail')
  return (
    <Modal title={t('topup.fail.title')} description={t(`topup.fail.reason.${reason}`)} onClose={close}>
      {MAY_HAVE_MOVED.includes(reason) ? (
        <p className="mb-4 text-sm text-slate-300">{t('topup.fail.text', { email: supportEmail })}</p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={close}>
          {t('common.close')}
        </Button>
        <Button className="flex-1" onClick={close}>
          {t('topup.fail.retry')}
        </Button>
      </div>
    </Modal>
  )
}
