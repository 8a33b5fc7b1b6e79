import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Modal } from '../../../components/ui/Modal'
import { Skeleton } from '../../../components/ui/Skeleton'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { RevealSignatureRefusedError, revealCardDetails } from '../api/revealCardDetails'
import { CardDetailsFields } from './CardDetailsFields'
import { CardEmbedFrames } from './CardEmbedFrames'

/** The sentence of a refused reveal: the wallet said no, or the server's code (never its English message). */
function refusalKey(error: unknown): string {
  if (error instanceof RevealSignatureRefusedError) return 'cardReveal.rejected'
  return errorSentenceKey(error)
}

/**
 * "Show card details" after the first showing: asks the wallet to sign a message naming this card
 * (new nonce, 5 minutes), then shows what POST /card/{id}/reveal answers: the issuer's single-use embed, or the
 * sandbox's picture with number, expiry and CVV. Each opening is one signature and one recorded reveal; the
 * details live only in this dialog (never cached), and a refusal says why with a way to try again.
 */
export function CardRevealModal({ cardId, onClose }: { cardId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const reveal = useMutation({ mutationFn: () => revealCardDetails(cardId) })
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    reveal.mutate()
  }, [reveal])

  const shown = reveal.data
  return (
    <Modal
      title={t('cardReveal.title')}
      description={
        shown ? t(shown.kind === 'embed' ? 'cardReveal.shown_embed' : 'cardReveal.shown') : undefined
      }
      onClose={onClose}
    >
      {shown?.kind === 'embed' ? (
        <CardEmbedFrames frames={shown.frames} />
      ) : shown ? (
        <>
          <img src={shown.img} alt={t('cardDetail.image.alt')} className="mb-4 w-full rounded-xl" />
          <CardDetailsFields details={shown} />
        </>
      ) : reveal.isError ? (
        <div role="alert" className="mb-4 text-sm text-amber-200">
          {t(refusalKey(reveal.error))}
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-300">{t('cardReveal.signing')}</p>
          <Skeleton className="mb-4 aspect-[1.586] w-full" label={t('cardDetail.loading')} />
        </>
      )}
      {reveal.isError ? (
        <Button className="w-full" onClick={() => reveal.mutate()}>
          {t('cardReveal.retry')}
        </Button>
      ) : null}
    </Modal>
  )
}
