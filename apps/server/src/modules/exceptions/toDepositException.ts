import {
  type DepositException,
  type ExceptionToken,
  formatUsd,
  NATIVE_TOKEN_ADDRESS,
} from '@chaincard/domain'
import { getAddress } from 'viem'
import type { DepositExceptionRow } from '../../db/schema/exceptions'

/** The token of an exception as the wire shows it (null when the row names none). */
export function exceptionToken(row: DepositExceptionRow): ExceptionToken | null {
  if (!row.tokenAddress || row.tokenSymbol === null || row.tokenDecimals === null) return null
  const address = getAddress(row.tokenAddress)
  return {
    address,
    symbol: row.tokenSymbol,
    decimals: row.tokenDecimals,
    isNative: address === NATIVE_TOKEN_ADDRESS,
  }
}

/** An exception row as operators see it (`GET /api/admin/exceptions`). */
export function toDepositException(row: DepositExceptionRow): DepositException {
  return {
    id: String(row.id),
    reason: row.reason,
    detail: row.detail,
    chainId: row.chainId,
    txHash: (row.txHash as `0x${string}` | null) ?? null,
    logIndex: row.logIndex,
    token: exceptionToken(row),
    amount: row.amountBase,
    amountUsd: row.amountMicro === null ? null : formatUsd(row.amountMicro, 'down'),
    cardId: row.cardId,
    reporter: row.reporter ? getAddress(row.reporter) : null,
    issuerEvent: row.issuerEvent,
    attempts: row.attempts,
    status: row.status,
    note: row.resolutionNote,
    refundTxHash: (row.refundTxHash as `0x${string}` | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  }
}
