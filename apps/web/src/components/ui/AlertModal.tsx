import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../lib/config/useAppConfig'
import { type AlertRequest, closeModal } from '../../lib/modals/modalStore'
import { Button } from './Button'
import { Modal } from './Modal'

/**
 * The generic alert: a title, a translated message (never a server's raw text), OK; closing runs the
 * request's onClose. An optional action (e.g. Try again) closes it too and then runs.
 */
export default function AlertModal({ request }: { request: AlertRequest }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  const close = () => {
    closeModal('alert')
    request.onClose?.()
  }
  const message = request.messageKey ? t(request.messageKey, { email: supportEmail }) : request.message
  return (
    <Modal title={t(request.titleKey)} description={message} onClose={close}>
      <div className="flex gap-3">
        <Button className="flex-1" variant={request.action ? 'secondary' : 'primary'} onClick={close}>
          {t('common.ok')}
        </Button>
        {request.action ? (
          <Button
            className="flex-1"
            onClick={() => {
              close()
              request.action?.run()
            }}
          >
            {t(request.action.labelKey)}
          </Button>
        ) : null}
      </div>
    </Modal>
  )
}
