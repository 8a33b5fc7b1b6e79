import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'

/** AddCardConfirm: confirm creating an order of one product. */
export function AddCardConfirmModal({
  productName,
  pending,
  onConfirm,
  onClose,
}: {
  productName: string
  pending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('cards.add.confirm_title')}
      description={t('cards.add.confirm_text', { name: productName })}
      onClose={onClose}
    >
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('cards.add.cancel')}
        </Button>
        <Button className="flex-1" disabled={pending} onClick={onConfirm}>
          {pending ? t('cards.add.creating') : t('cards.add.confirm')}
        </Button>
      </div>
    </Modal>
  )
}
