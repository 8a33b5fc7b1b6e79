import { CARD_IMAGE_COUNTDOWN_MS } from '@chaincard/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { Skeleton } from '../../../components/ui/Skeleton'
import { cardQueryKey } from '../api/cardQueryOptions'
import { getCardImage } from '../api/getCardImage'
import { useCountdown } from '../hooks/useCountdown'

/**
 * CardImage: the one-time card image (number, expiry, CVV). Confirm stays disabled for a 10 s countdown after
 * the image loads; closing reloads the card (serving the image made it active). Never cached or refetched.
 */
export function CardImageModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const image = useQuery({
    // its own root key: invalidating ['card', id] must never ask for the one-time image again
    queryKey: ['cardImage', cardId],
    queryFn: () => getCardImage(cardId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  })
  const [loaded, setLoaded] = useState(false)
  const left = useCountdown(CARD_IMAGE_COUNTDOWN_MS, loaded)
  const close = () => {
    void client.invalidateQueries({ queryKey: ['cards'] })
    void client.invalidateQueries({ queryKey: cardQueryKey(cardId), exact: true })
    onClose()
  }
  const closeRef = useRef(close)
  closeRef.current = close
  useEffect(() => {
    if (!image.error) return
    openErrorAlert({ titleKey: 'cardDetail.image.title', error: image.error })
    closeRef.current()
  }, [image.error])

  return (
    <Modal title={t('cardDetail.image.title')} description={t('cardDetail.image.once')} onClose={close}>
      {image.data ? (
        <img
          src={image.data.img}
          alt={t('cardDetail.image.alt')}
          onLoad={() => setLoaded(true)}
          className="mb-4 w-full rounded-xl"
        />
      ) : (
        <Skeleton className="mb-4 aspect-[1.586] w-full" label={t('cardDetail.loading')} />
      )}
      <Button className="w-full" disabled={!loaded || left > 0} onClick={close}>
        {loaded && left > 0 ? t('cardDetail.image.wait', { seconds: left }) : t('cardDetail.image.confirm')}
      </Button>
    </Modal>
  )
}
