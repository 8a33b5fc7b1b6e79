import type { CardEmbedFrames as Frames } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'

/**
 * The issuer's hosted card: one iframe per field from its single-use embed session, loaded from the
 * issuer (our servers never see the number). Clipboard writes are allowed so its copy controls work.
 */
export function CardEmbedFrames({ frames, onLoad }: { frames: Frames['frames']; onLoad?: () => void }) {
  const { t } = useTranslation()
  const frame = (src: string, title: string, className: string, load?: () => void) => (
    <iframe
      src={src}
      title={title}
      onLoad={load}
      sandbox="allow-scripts allow-same-origin"
      allow="clipboard-write"
      referrerPolicy="no-referrer"
      className={`h-10 w-full rounded-lg border-0 bg-slate-800 ${className}`}
    />
  )
  return (
    <div className="mb-4 grid grid-cols-4 gap-3" data-testid="card-embed">
      <div className="col-span-4">{frame(frames.pan, t('cardDetail.image.number'), '', onLoad)}</div>
      <div>{frame(frames.expMonth, t('cardReveal.exp_month'), '')}</div>
      <div>{frame(frames.expYear, t('cardReveal.exp_year'), '')}</div>
      <div className="col-span-2">{frame(frames.cvv, t('cardDetail.image.cvv'), '')}</div>
    </div>
  )
}
