import { createStore, useStore } from '../store/createStore'

export type AlertRequest = {
  type: 'alert'
  /** i18n key of the title. */
  titleKey: string
  /** An i18n key (it may use `{{email}}`, the support address), or an already translated message. */
  messageKey?: string
  message?: string
  onClose?: () => void
  /** A second button (e.g. Try again): its i18n label and what it does after the alert closed. */
  action?: { labelKey: string; run: () => void }
}

/** Why a top-up did not go through, each with its own sentence in TopUpFail. */
export type TopupFailReason =
  | 'rejected'
  | 'insufficient_funds'
  | 'reverted'
  | 'cancelled'
  | 'no_payment'
  | 'quote_changed'
  | 'quote_failed'
  | 'report_refused'
  /** The server refused the report because the card may not take deposits now: the money is held. */
  | 'held'
  /** The server found no payment to this card in the reported transaction. */
  | 'report_rejected'
  | 'wallet_unavailable'
  | 'unknown'

/**
 * WaitingConfirm (first top-up) and WaitingTopUpConfirm: `cardId` alone polls the card and its last hash
 * (a pending card opened from the card detail); the top-up screen also passes its progress.
 */
export type TopupWaitingRequest = {
  cardId: string
  /** The reported transaction hash; polling of its confirmations starts once it is set. */
  hash?: string | null
  /** While the payment is still being sent: where it is. */
  stage?: 'send' | 'quote' | 'approve' | 'confirm' | 'report' | undefined
  /** The wallet replaced the transaction (sped up): the new hash is followed. */
  replaced?: boolean
  /** The top-up screen navigates to the card when the card now needs its application (SPEC section 4). */
  onApplicationRequired?: () => void
}

export type ModalRequest =
  | { type: 'wallet' }
  // `sign_in`: sign-in waits for a supported network and resumes once the wallet is on one
  | { type: 'switchNetwork'; purpose?: 'sign_in' }
  | { type: 'invitation' }
  | { type: 'promo' }
  | AlertRequest
  // cards engineer: modals of the rewards and application features, opened from card screens
  | { type: 'rewardRecord' }
  | { type: 'topupWithReward'; cardId: string }
  | { type: 'applicationPending'; cardId: string }
  | { type: 'applicationProcessing'; cardId: string }
  // top-up engineer renders it; the card detail opens it for a pending card (SPEC section 4)
  | ({ type: 'waitingConfirm' } & TopupWaitingRequest)
  // top-up engineer: the other top-up modals
  | ({ type: 'waitingTopUpConfirm' } & TopupWaitingRequest)
  // `hash`: the payment, so the message can name the amount credited and when it is spendable
  | { type: 'topUpComplete'; cardId: string; hash?: string | null }
  | { type: 'topUpFail'; reason: TopupFailReason }

type ModalState = { stack: readonly ModalRequest[] }

export const modalStore = createStore<ModalState>({ stack: [] })

export function openModal(request: ModalRequest): void {
  modalStore.setState((s) => ({ stack: [...s.stack.filter((m) => m.type !== request.type), request] }))
}

export function closeModal(type: ModalRequest['type']): void {
  modalStore.setState((s) => ({ stack: s.stack.filter((m) => m.type !== type) }))
}

export function closeAllModals(): void {
  modalStore.setState({ stack: [] })
}

export function useModalStack(): readonly ModalRequest[] {
  return useStore(modalStore, (s) => s.stack)
}
