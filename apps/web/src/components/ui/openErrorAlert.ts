import { isInvalidActionCode } from '@chaincard/domain'
import { isApiError } from '../../lib/api/ApiError'
import { errorSentenceKey } from '../../lib/api/errorSentenceKey'
import { openModal } from '../../lib/modals/modalStore'

export type OpenErrorAlertParameters = {
  /** i18n key of the alert title. */
  titleKey: string
  error: unknown
  /** i18n key shown when the error has no sentence of its own. Default `errors.unknown`. */
  fallbackKey?: string
  onClose?: () => void
  /** Runs on a code of the 'invalid action' family (SPEC section 8: reload the user state). */
  onInvalidAction?: () => void
}

/**
 * The generic alert with the translated sentence of the error's code (the server's English message is
 * never shown; each code has its own sentence with a next step), or `fallbackKey`. SPEC section 8's reaction to
 * 'invalid action' (reload the user state) runs on that family of codes.
 */
export function openErrorAlert({
  titleKey,
  error,
  fallbackKey = 'errors.unknown',
  onClose,
  onInvalidAction,
}: OpenErrorAlertParameters): void {
  if (isApiError(error) && isInvalidActionCode(error.code)) onInvalidAction?.()
  openModal({
    type: 'alert',
    titleKey,
    messageKey: errorSentenceKey(error, fallbackKey),
    ...(onClose ? { onClose } : {}),
  })
}
