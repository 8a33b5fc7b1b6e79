import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { closeModal } from '../../../lib/modals/modalStore'

/** The limited-time promotion (shown only while shouldShowPromo allows it). */
export default function PromoPopup() {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('home.promo.title')}
      description={t('home.promo.text')}
      onClose={() => closeModal('promo')}
    />
  )
}
