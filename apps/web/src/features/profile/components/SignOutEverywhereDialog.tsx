import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere'

/** The confirmation of "Sign out everywhere"; confirming ends every session and signs this device out. */
export function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const signOutEverywhere = useSignOutEverywhere()
  return (
    <Modal title={t('sessions.confirm_title')} description={t('sessions.confirm_text')} onClose={onClose}>
      {signOutEverywhere.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-300">
          {t('sessions.sign_out_everywhere_error')}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {t('sessions.cancel')}
        </Button>
        <Button
          className="flex-1"
          disabled={signOutEverywhere.isPending}
          onClick={() => signOutEverywhere.mutate()}
        >
          {t('sessions.sign_out_everywhere')}
        </Button>
      </div>
    </Modal>
  )
}
