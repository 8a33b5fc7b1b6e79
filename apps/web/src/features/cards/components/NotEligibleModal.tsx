import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { Modal } from '../../../components/ui/Modal'
import { paths } from '../../../lib/paths'

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
        <LocaleLink to={paths.qa()} onClick={onClose} className="text-center text-indigo-300 underline">
          {t('cards.add.qa')}
        </LocaleLink>
        <Button onClick={onClose}>{t('cards.add.ok')}</Button>
      </div>
    </Modal>
  )
}
