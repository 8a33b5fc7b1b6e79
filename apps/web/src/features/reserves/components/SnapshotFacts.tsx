import { useTranslation } from 'react-i18next'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ReservesSnapshot } from '../api/reservesTypes'

/** Everything anyone needs to check a proof without the app: the snapshot, its signed root and its blocks. */
export function SnapshotFacts({ snapshot }: { snapshot: ReservesSnapshot }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { chains } = useAppConfig()
  const chainName = (id: string) =>
    chains.find((chain) => String(chain.id) === id)?.name ?? t('reserves.chain', { id })
  const fact = (label: string, value: React.ReactNode, mono = false) => (
    <div>
      <dt className="text-slate-300">{label}</dt>
      <dd className={mono ? 'font-mono break-all' : undefined}>{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="reserves-snapshot" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="reserves-snapshot" className="mb-3 font-semibold">
        {t('reserves.snapshot.title')}
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        {fact(t('reserves.snapshot.id'), snapshot.id, true)}
        {fact(t('reserves.snapshot.taken_at'), format.dateTime(snapshot.takenAt))}
        {fact(t('reserves.snapshot.root'), snapshot.root, true)}
        {fact(
          t('reserves.snapshot.total'),
          t('reserves.snapshot.total_value', { usd: format.usd(snapshot.total), micro: snapshot.totalMicro }),
        )}
        {fact(t('reserves.snapshot.leaf_count'), format.decimal(String(snapshot.leafCount)))}
        {fact(
          t('reserves.snapshot.blocks'),
          <ul>
            {Object.entries(snapshot.blocks).map(([chainId, block]) => (
              <li key={chainId}>{t('reserves.snapshot.block', { chain: chainName(chainId), block })}</li>
            ))}
          </ul>,
        )}
        {fact(t('reserves.snapshot.signer'), snapshot.signer, true)}
        {fact(t('reserves.snapshot.signature'), snapshot.signature, true)}
      </dl>
    </section>
  )
}
