import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type ModalProps = {
  title: ReactNode
  description?: ReactNode
  /** Called when the user closes the dialog (Escape, the close button, a click outside). */
  onClose: () => void
  children?: ReactNode
}

/** An always-open Radix dialog: focus is trapped, Escape closes it, focus returns to the opener. */
export function Modal({ title, description, onClose, children }: ModalProps) {
  const { t } = useTranslation()
  // Opened from a store (no Dialog.Trigger): remember the opener so focus returns there on close.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-slate-900 p-6 text-slate-100 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (opener?.isConnected) opener.focus()
          }}
        >
          <Dialog.Title className="mb-2 text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-300">{description}</Dialog.Description>
          ) : null}
          {children}
          <Dialog.Close asChild>
            <button
              type="button"
              className="absolute top-3 right-3 rounded p-1 text-slate-300 hover:text-white"
              aria-label={t('common.close')}
            >
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
