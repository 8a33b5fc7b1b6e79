import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Spinner } from '../../../components/ui/Spinner'
import { closeModal } from '../../../lib/modals/modalStore'
import { applicationCardQueryOptions, isApplicationDone } from '../api/applicationCardQueryOptions'

/**
 * ApplicationProcessing: polls the card every 30 s until it is active or waiting to get (SPEC section 4),
 * then shows the setup-complete screen and reloads the card list. The card keeps its id (API.md: one id
 * space), so no route change is needed.
 */
export function ApplicationProcessingModal({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const card = useQuery(applicationCardQueryOptions(cardId))
  const done = isApplicationDone(card.data)
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: ['cards'] })
  }, [done, client])
  const close = () => closeModal('applicationProcessing')

  if (done) {
    return (
      <Modal
        title={t('application.complete_title')}
        description={t('application.complete_text')}
        onClose={close}
      >
        <Button className="w-full" onClick={close}>
          {t('application.view_card')}
        </Button>
      </Modal>
    )
  }
  return (
    <Modal
      title={t('application.processing_title')}
      description={t('application.processing_text')}
      onClose={close}
    >
      <Spinner />
    </Modal>
  )
}

export default ApplicationProcessingModal
