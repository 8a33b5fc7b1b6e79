import { Suspense } from 'react'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { type ModalRequest, useModalStack } from '../lib/modals/modalStore'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

const WalletModal = lazyChunk(() => import('../features/wallet/components/WalletModal'))
const SwitchNetworkModal = lazyChunk(() => import('../features/wallet/components/SwitchNetworkModal'))
const InvitationModal = lazyChunk(() => import('../features/invitation/components/InvitationModal'))
const AlertModal = lazyChunk(() => import('../components/ui/AlertModal'))
const PromoPopup = lazyChunk(() => import('../features/home/components/PromoPopup'))
const RewardRecordModal = lazyChunk(() => import('../features/rewards/components/RewardRecordModal'))
const TopupWithRewardModal = lazyChunk(() => import('../features/rewards/components/TopupWithRewardModal'))
const ApplicationPendingModal = lazyChunk(
  () => import('../features/application/components/ApplicationPendingModal'),
)
const ApplicationProcessingModal = lazyChunk(
  () => import('../features/application/components/ApplicationProcessingModal'),
)

// top-up engineer
const WaitingConfirmModal = lazyChunk(() => import('../features/topup/components/WaitingConfirmModal'))
const WaitingTopUpConfirmModal = lazyChunk(
  () => import('../features/topup/components/WaitingTopUpConfirmModal'),
)
const TopUpCompleteModal = lazyChunk(() => import('../features/topup/components/TopUpCompleteModal'))
const TopUpFailModal = lazyChunk(() => import('../features/topup/components/TopUpFailModal'))

function renderModal(request: ModalRequest) {
  switch (request.type) {
    case 'wallet':
      return <WalletModal />
    case 'switchNetwork':
      return <SwitchNetworkModal purpose={request.purpose} />
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
      return <TopUpCompleteModal cardId={request.cardId} hash={request.hash ?? null} />
    case 'topUpFail':
      return <TopUpFailModal reason={request.reason} />
  }
}

/**
 * Renders the open modals; each one's code loads the first time it opens. A modal chunk that fails or
 * times out shows the chunk-load error over the page (the alert modal itself may be what failed to load).
 */
export function ModalsContainer() {
  const stack = useModalStack()
  return (
    <ChunkErrorBoundary placement="floating">
      <Suspense fallback={null}>
        {stack.map((request) => (
          <div key={request.type}>{renderModal(request)}</div>
        ))}
      </Suspense>
    </ChunkErrorBoundary>
  )
}
