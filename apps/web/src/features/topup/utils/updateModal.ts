import { type ModalRequest, modalStore } from '../../../lib/modals/modalStore'

/** Patches an open modal's request in place; does nothing once the user has closed it. */
export function updateModal<T extends ModalRequest['type']>(
  type: T,
  patch: Partial<Omit<Extract<ModalRequest, { type: T }>, 'type'>>,
): void {
  modalStore.setState((s) => ({
    stack: s.stack.map((request) =>
      request.type === type ? ({ ...request, ...patch } as ModalRequest) : request,
    ),
  }))
}
