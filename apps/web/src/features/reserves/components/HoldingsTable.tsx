import { useTranslation } from 'react-i18next'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { IssuerBalance, ReserveHolding } from '../api/reservesTypes'

/** What the program holds where: each chain's tokens on the receiving addresses, and the issuer's stated figure. */
export function HoldingsTable({
  holdings,
  issuerBalance,
}: {
  holdings: readonly ReserveHolding[]
  issuerBalance: IssuerBalance | null
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { chains } = useAppConfig()
  const chainName = (id: number) =>
    chains.find((chain) => chain.id === id)?.name ?? t('reserves.chain', { id })
  return (
    <section aria-labelledby="reserves-held" className="rounded-2xl bg-slate-800/60 p-5">
      <h2 id="reserves-held" className="mb-3 font-semibold">
        {t('reserves.held.title')}
      </h2>
      {holdings.length === 0 ? (
        <p className="text-sm">{t('reserves.held.none')}</p>
      ) : (
        <section
          className="overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways and must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={t('reserves.held.table')}
        >
          <table className="w-full text-left text-sm">
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-normal">
                  {t('reserves.held.network')}
                </th>
                <th scope="col" className="py-1 pr-3 font-normal">
                  {t('reserves.held.amount')}
                </th>
                <th scope="col" className="py-1 font-normal">
                  {t('reserves.held.addresses')}
                </th>
              </tr>
            </thead>
            <tbody>
              {holdings.map((holding) => (
                <tr key={`${holding.chainId}:${holding.token}`} className="border-t border-slate-700">
                  <td className="py-1 pr-3">{chainName(holding.chainId)}</td>
                  <td className="py-1 pr-3">
                    {format.decimal(holding.amount)} {holding.token}
                  </td>
                  <td className="py-1">{format.decimal(String(holding.addresses))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <h3 className="mt-4 font-semibold">{t('reserves.held.issuer')}</h3>
      {issuerBalance ? (
        <p className="text-sm">
          <UsdAmount value={issuerBalance.amount} className="text-lg" />{' '}
          {t('reserves.held.issuer_stated', {
            source: issuerBalance.source,
            at: format.dateTime(issuerBalance.at),
          })}
        </p>
      ) : (
        <p className="text-sm">{t('reserves.held.issuer_none')}</p>
      )}
    </section>
  )
}
