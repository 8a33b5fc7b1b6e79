import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { openModal } from '../../../lib/modals/modalStore'

/** Unsupported chain: the warning and a button to switch (the wallet's switch-network dialog). */
export function NetworkWarning() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-900/40 p-3 text-amber-200"
    >
      <span>{t('topup.network_warning')}</span>
      <Button variant="secondary" onClick={() => openModal({ type: 'switchNetwork' })}>
        {t('topup.switch_network')}
      </Button>
    </div>
  )
}
