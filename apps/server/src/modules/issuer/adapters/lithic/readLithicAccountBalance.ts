import type Lithic from 'lithic'
import { callLithic } from './callLithic'
import { fromLithicCents } from './toLithicCents'

/** What one of Lithic's financial accounts has available now (`financialAccounts.balances.list`), in micro-USD. */
export async function readLithicAccountBalance(client: Lithic, accountToken: string): Promise<bigint> {
  const balances = await callLithic('financialAccounts.balances.list', () =>
    client.financialAccounts.balances.list(accountToken),
  )
  let micro = 0n
  for (const balance of balances.data) micro += fromLithicCents(balance.available_amount)
  return micro
}
