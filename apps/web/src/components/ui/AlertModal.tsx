import { useTranslation } from 'react-i18next'
import { type AlertRequest, closeModal } from '../../lib/modals/modalStore'
import { Button } from './Button'
import { Modal } from './Modal'

/** The generic alert: a title, a translated or server message, OK; closing runs the request's onClose. */
export function AlertModal({ request }: { request: AlertRequest }) {
  const { t } = useTranslation()
  const close = () => {
    closeModal('alert')
    request.onClose?.()
  }
  const message = request.messageKey ? t(request.messageKey) : request.message
  return (
    <Modal title={t(request.titleKey)} description={message} onClose={close}>
      <Button className="w-full" onClick={close}>
        {t('common.ok')}
      </Button>
    </Modal>
  )
}

export default AlertModal
