import { CARD_IMAGE_COUNTDOWN_MS } from '@chaincard/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { openErrorAlert } from '../../../components/ui/openErrorAlert'
import { Skeleton } from '../../../components/ui/Skeleton'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { confirmCardImage } from '../api/confirmCardImage'
import { getCardImage } from '../api/getCardImage'
import { useCountdown } from '../hooks/useCountdown'
import { CardDetailsFields } from './CardDetailsFields'
import { CardEmbedFrames } from './CardEmbedFrames'

/**
 * CardImage: the card details (picture, and number, expiry and CVV as text with copy buttons; or, with an
 * issuer that never lets card data reach us, its hosted embed) until the owner confirms they saved them. The confirm button waits 10 s after the details appear; only it activates the
 * card (POST /img/confirm). Closing any other way (close button, Escape, backdrop, reload, lost connection)
 * changes nothing: Check shows the same details again. Details are never cached.
 */
export function CardImageModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const details = useQuery({
    // its own root key: invalidating ['card', id] must never refetch the details in the background
    queryKey: ['cardImage', cardId],
    queryFn: () => getCardImage(cardId),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const [loaded, setLoaded] = useState(false)
  const left = useCountdown(CARD_IMAGE_COUNTDOWN_MS, loaded)
  const refresh = () => {
    void invalidateCards(client)
    void invalidateCard(client, cardId, { exact: true })
  }
  const confirm = useMutation({
    mutationFn: () => confirmCardImage(cardId),
    onSuccess: () => {
      refresh()
      onClose()
    },
    onError: (error) => {
      openErrorAlert({ titleKey: 'cardDetail.image.title', error })
      refresh()
    },
  })
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    if (!details.error) return
    openErrorAlert({ titleKey: 'cardDetail.image.title', error: details.error })
    closeRef.current()
  }, [details.error])

  return (
    <Modal title={t('cardDetail.image.title')} description={t('cardReveal.once')} onClose={onClose}>
      {details.data?.kind === 'embed' ? (
        <CardEmbedFrames frames={details.data.frames} onLoad={() => setLoaded(true)} />
      ) : details.data ? (
        <>
          <img
            src={details.data.img}
            alt={t('cardDetail.image.alt')}
            onLoad={() => setLoaded(true)}
            className="mb-4 w-full rounded-xl"
          />
          <CardDetailsFields details={details.data} />
        </>
      ) : (
        <Skeleton className="mb-4 aspect-[1.586] w-full" label={t('cardDetail.loading')} />
      )}
      <p className="mb-3 text-xs text-slate-300">{t('cardDetail.image.later')}</p>
      <Button
        className="w-full"
        disabled={!loaded || left > 0 || confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {loaded && left > 0 ? t('cardDetail.image.wait', { seconds: left }) : t('cardDetail.image.confirm')}
      </Button>
    </Modal>
  )
}
