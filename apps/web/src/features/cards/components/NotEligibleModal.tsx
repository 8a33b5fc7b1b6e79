import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { HELP_URL } from '../../../lib/links'

/** Add-new with fewer than 1 card left: not eligible, with a link to the Q&A (SPEC section 2). */
export function NotEligibleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal
      title={t('cards.add.not_eligible_title')}
      description={t('cards.add.not_eligible_text')}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3">
        <a href={HELP_URL} target="_blank" rel="noreferrer" className="text-center text-indigo-300 underline">
          {t('cards.add.qa')}
        </a>
        <Button onClick={onClose}>{t('cards.add.ok')}</Button>
      </div>
    </Modal>
  )
}
