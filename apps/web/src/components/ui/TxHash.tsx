import { useTranslation } from 'react-i18next'
import { explorerTxUrl } from '../../lib/chain/explorerTxUrl'
import { CopyButton } from './CopyButton'

/** An on-chain hash: shortened, with a copy button and, when the chain has an explorer, a link to it. */
export function TxHash({ hash, blockExplorerUrl }: { hash: string; blockExplorerUrl?: string | undefined }) {
  const { t } = useTranslation()
  const url = explorerTxUrl(blockExplorerUrl, hash)
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="font-mono text-xs" title={hash} data-testid="tx-hash">
        {`${hash.slice(0, 10)}…${hash.slice(-8)}`}
      </span>
      <CopyButton value={hash} what={t('copy.what.hash')} />
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="text-xs text-indigo-300 underline">
          {t('copy.explorer')}
        </a>
      ) : null}
    </span>
  )
}
