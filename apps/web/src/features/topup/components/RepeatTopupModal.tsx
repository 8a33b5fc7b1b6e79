import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'

/**
 * The same amount was sent to this card moments ago and is still being confirmed: sending it again needs an
 * explicit "Send again" (a second click after a successful top-up sent the money twice).
 */
export function RepeatTopupModal({
  amount,
  time,
  onSend,
  onClose,
}: {
  amount: string
  /** When the earlier one was sent, formatted for the page's language. */
  time: string
  onSend: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('topup.repeat.title')}
      description={t('topup.repeat.text', { amount, time })}
      onClose={onClose}
    >
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('topup.repeat.cancel')}
        </Button>
        <Button className="flex-1" onClick={onSend}>
          {t('topup.repeat.send')}
        </Button>
      </div>
    </Modal>
  )
}
