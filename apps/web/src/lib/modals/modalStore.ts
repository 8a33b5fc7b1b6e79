import { createStore, useStore } from '../store/createStore'

export type AlertRequest = {
  type: 'alert'
  /** i18n key of the title. */
  titleKey: string
  /** Either an i18n key or a raw (server) message. */
  messageKey?: string
  message?: string
  onClose?: () => void
}

export type ModalRequest =
  | { type: 'wallet' }
  | { type: 'switchNetwork' }
  | { type: 'invitation' }
  | { type: 'promo' }
  | AlertRequest
  // cards engineer (issue 8): modals of the rewards and application features, opened from card screens
  | { type: 'rewardRecord' }
  | { type: 'topupWithReward'; cardId: string }
  | { type: 'applicationPending'; cardId: string }
  | { type: 'applicationProcessing'; cardId: string }

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

export function useIsModalOpen(type: ModalRequest['type']): boolean {
  return useStore(modalStore, (s) => s.stack.some((m) => m.type === type))
}
