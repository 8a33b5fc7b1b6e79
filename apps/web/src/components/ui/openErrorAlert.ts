import { isApiError } from '../../lib/api/ApiError'
import { openModal } from '../../lib/modals/modalStore'

export type OpenErrorAlertParameters = {
  /** i18n key of the alert title. */
  titleKey: string
  error: unknown
  /** i18n key shown when the error carries no server message. Default `common.system_error`. */
  fallbackKey?: string
  onClose?: () => void
  /** Runs when the server said 'invalid action' (SPEC section 8: reload the user state). */
  onInvalidAction?: () => void
}

/** The generic alert with the server's message (SPEC section 8), or a translated fallback when it sent none. */
export function openErrorAlert({
  titleKey,
  error,
  fallbackKey = 'common.system_error',
  onClose,
  onInvalidAction,
}: OpenErrorAlertParameters): void {
  // The server's own {code, message} only: a bare non-2xx or a network failure gets the fallback.
  const message =
    isApiError(error) && error.status !== 0 && error.code !== 'unknown' ? error.shortMessage : undefined
  if (message?.toLowerCase().includes('invalid action')) onInvalidAction?.()
  openModal({
    type: 'alert',
    titleKey,
    ...(message ? { message } : { messageKey: fallbackKey }),
    ...(onClose ? { onClose } : {}),
  })
}
