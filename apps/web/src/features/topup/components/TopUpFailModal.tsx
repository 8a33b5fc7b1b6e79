import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { closeModal } from '../../../lib/modals/modalStore'

/** TopUpFail (SPEC section 8): the top-up did not go through; contact support if the wallet shows a deduction. */
export function TopUpFailModal({ userRejected = false }: { userRejected?: boolean | undefined }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const close = () => closeModal('topUpFail')
  return (
    <Modal
      title={t('topup.fail.title')}
      description={t('topup.fail.text', { email: supportEmail })}
      onClose={close}
    >
      {userRejected ? <p className="mb-4 text-sm text-slate-300">{t('topup.fail.rejected')}</p> : null}
      <Button className="w-full" onClick={close}>
        {t('common.ok')}
      </Button>
    </Modal>
  )
}

export default TopUpFailModal
