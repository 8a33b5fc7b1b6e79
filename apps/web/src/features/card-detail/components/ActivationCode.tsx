import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useStillBefore } from '../hooks/useStillBefore'

/**
 * A pending token's activation code: what the wallet asks for to finish adding the card, large and
 * monospaced, with until when it is valid. Gone by itself once it expires (the server stops sending it then).
 */
export function ActivationCode({ code, expiresAt }: { code: string; expiresAt: string }) {
  const { t } = useTranslation()
  const { locale } = useLocaleFormat()
  const valid = useStillBefore(expiresAt)
  if (!valid) return null
  const until = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(expiresAt))
  return (
    <div data-testid="wallet-code" className="mt-3 rounded-lg border border-indigo-400/60 bg-slate-900 p-3">
      <p className="text-sm text-slate-200">{t('wallets.code_title')}</p>
      <p className="my-1 font-mono text-3xl font-semibold tracking-[0.3em] break-all text-white">{code}</p>
      <p className="text-xs text-slate-300">{t('wallets.code_valid_until', { time: until })}</p>
    </div>
  )
}
