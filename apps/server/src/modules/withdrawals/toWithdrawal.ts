import { type AdminWithdrawal, formatUsd, type Withdrawal } from '@chaincard/domain'
import { getAddress } from 'viem'
import type { CardWithdrawalRow } from '../../db/schema/withdrawals'

/** A withdrawal row as its owner sees it (amounts as USD wire strings, addresses EIP-55). */
export function toWithdrawal(row: CardWithdrawalRow): Withdrawal {
  return {
    id: row.id,
    cardId: row.cardId,
    amount: formatUsd(row.amountMicro, 'down'),
    fee: formatUsd(row.feeMicro, 'up'),
    chainId: row.chainId,
    address: getAddress(row.recipient),
    token: { symbol: row.tokenSymbol, address: getAddress(row.tokenAddress), decimals: row.tokenDecimals },
    tokenAmount: row.tokenAmount,
    status: row.status,
    txHash: (row.payoutTx as `0x${string}` | null) ?? null,
    failure: row.failure,
    at: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }
}

/** A withdrawal row as operators see it: the owner's too. */
export function toAdminWithdrawal(row: CardWithdrawalRow): AdminWithdrawal {
  return { ...toWithdrawal(row), owner: getAddress(row.ownerAddress) }
}
