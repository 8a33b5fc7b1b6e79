import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'

/** TopUpComplete: the payment is confirmed; note to contact support if the balance is not updated in 2 days. */
export function TopUpCompleteModal() {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const close = () => closeModal('topUpComplete')
  return (
    <Modal title={t('topup.complete.title')} description={t('topup.complete.text')} onClose={close}>
      <p className="mb-4 text-sm text-slate-300">{t('topup.complete.note', { email: supportEmail })}</p>
      <Button className="w-full" onClick={close}>
        {t('common.ok')}
      </Button>
    </Modal>
  )
}

export default TopUpCompleteModal
