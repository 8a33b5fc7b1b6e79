import { lazy, Suspense } from 'react'
import { type ModalRequest, useModalStack } from '../lib/modals/modalStore'

const WalletModal = lazy(() => import('../features/wallet/components/WalletModal'))
const SwitchNetworkModal = lazy(() => import('../features/wallet/components/SwitchNetworkModal'))
const InvitationModal = lazy(() => import('../features/invitation/components/InvitationModal'))
const AlertModal = lazy(() => import('../components/ui/AlertModal'))
const PromoPopup = lazy(() => import('../features/home/components/PromoPopup'))

function renderModal(request: ModalRequest) {
  switch (request.type) {
    case 'wallet':
      return <WalletModal />
    case 'switchNetwork':
      return <SwitchNetworkModal />
    case 'invitation':
      return <InvitationModal />
    case 'promo':
      return <PromoPopup />
    case 'alert':
      return <AlertModal request={request} />
  }
}

/** Renders the open modals; each one's code loads the first time it opens. */
export function ModalsContainer() {
  const stack = useModalStack()
  return (
    <Suspense fallback={null}>
      {stack.map((request) => (
        <div key={request.type}>{renderModal(request)}</div>
      ))}
    </Suspense>
  )
}
