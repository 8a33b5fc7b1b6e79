import { lazy, Suspense } from 'react'
import { type ModalRequest, useModalStack } from '../lib/modals/modalStore'

const WalletModal = lazy(() => import('../features/wallet/components/WalletModal'))
const SwitchNetworkModal = lazy(() => import('../features/wallet/components/SwitchNetworkModal'))
const InvitationModal = lazy(() => import('../features/invitation/components/InvitationModal'))
const AlertModal = lazy(() => import('../components/ui/AlertModal'))
const PromoPopup = lazy(() => import('../features/home/components/PromoPopup'))
const RewardRecordModal = lazy(() => import('../features/rewards/components/RewardRecordModal'))
const TopupWithRewardModal = lazy(() => import('../features/rewards/components/TopupWithRewardModal'))
const ApplicationPendingModal = lazy(
  () => import('../features/application/components/ApplicationPendingModal'),
)
const ApplicationProcessingModal = lazy(
  () => import('../features/application/components/ApplicationProcessingModal'),
)

// top-up engineer (issue 9)
const WaitingConfirmModal = lazy(() => import('../features/topup/components/WaitingConfirmModal'))
const WaitingTopUpConfirmModal = lazy(() => import('../features/topup/components/WaitingTopUpConfirmModal'))
const TopUpCompleteModal = lazy(() => import('../features/topup/components/TopUpCompleteModal'))
const TopUpFailModal = lazy(() => import('../features/topup/components/TopUpFailModal'))

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
    case 'rewardRecord':
      return <RewardRecordModal />
    case 'topupWithReward':
      return <TopupWithRewardModal cardId={request.cardId} />
    case 'applicationPending':
      return <ApplicationPendingModal cardId={request.cardId} />
    case 'applicationProcessing':
      return <ApplicationProcessingModal cardId={request.cardId} />
    case 'waitingConfirm':
      return <WaitingConfirmModal request={request} />
    case 'waitingTopUpConfirm':
      return <WaitingTopUpConfirmModal request={request} />
    case 'topUpComplete':
      return <TopUpCompleteModal />
    case 'topUpFail':
      return <TopUpFailModal userRejected={request.userRejected} />
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
