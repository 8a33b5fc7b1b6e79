import type Lithic from 'lithic'
import { callLithic } from './callLithic'
import { readLithicAccountBalance } from './readLithicAccountBalance'

/**
 * The program's money at Lithic: the available amount of its own ISSUING financial accounts (those of no
 * account holder: card spending settles from them), read through the SDK (`financialAccounts.list`, then each
 * one's `balances.list`), with the time it was read. Null when the program has no such account.
 */
export async function readLithicProgramBalance(
  client: Lithic,
  now: () => Date,
): Promise<{ micro: bigint; readAt: Date } | null> {
  const accounts = await callLithic('financialAccounts.list', () =>
    client.financialAccounts.list({ type: 'ISSUING' }),
  )
  const program = accounts.data.filter((account) => account.account_token === null)
  if (program.length === 0) return null
  let micro = 0n
  for (const account of program) micro += await readLithicAccountBalance(client, account.token)
  return { micro, readAt: now() }
}
