import type { ActionBlocker } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'

/** Why an action is disabled, in the user's language; a disabled button points here (aria-describedby). */
export function ActionBlockedNote({ id, blocker }: { id: string; blocker: ActionBlocker }) {
  const { t } = useTranslation()
  const { supportEmail } = useAppConfig()
  return (
    <p id={id} data-testid={`blocked-${blocker}`} className="text-sm text-amber-200">
      {t(`blocked.${blocker}`, { email: supportEmail })}
    </p>
  )
}
