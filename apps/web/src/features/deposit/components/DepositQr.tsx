import { useTranslation } from 'react-i18next'
import { renderQrSvg } from '../utils/renderQrSvg'

/**
 * The address as a QR code. Its own lazy chunk (with the QR encoder), loaded only on the deposit screen so the
 * home page's JS budget holds.
 */
export default function DepositQr({ address }: { address: string }) {
  const { t } = useTranslation()
  const svg = renderQrSvg(address)
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={t('deposit.qr_alt', { address })}
      width={208}
      height={208}
      data-testid="deposit-qr"
      className="rounded-lg bg-white p-2 [image-rendering:pixelated]"
    />
  )
}
