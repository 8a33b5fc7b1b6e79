import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'

/**
 * "Remove" asked first: what removing means (the card no longer pays from that wallet on that
 * device, adding it again is done in the wallet app). Stays open while the removal is sent and says a refusal
 * in words; the row closes it once removed.
 */
export function RemoveWalletTokenModal({
  wallet,
  device,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  wallet: string
  device: string
  pending: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('wallets.remove_title', { wallet })}
      description={t('wallets.remove_description', { wallet, device })}
      onClose={onClose}
    >
      {error ? (
        <p role="alert" className="mb-4 text-sm text-rose-200">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? t('common.loading') : t('wallets.remove_confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('wallets.cancel')}
        </Button>
      </div>
    </Modal>
  )
}
