import type { TokenTransfer } from '@chaincard/domain'
import { isUsdStablecoin, NATIVE_TOKEN_ADDRESS, stableToMicroUsd, transferKey } from '@chaincard/domain'
import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import { recordException } from '../../runtime/operatorQueue'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import type { RangeTransfers } from './scanChain'
import type { NativeTransfer } from './scanNativeTransfers'

type RecordUnsupportedDepositsParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  /** Transfers of other tokens of the chain's list, to a receiving address. */
  tokens: readonly { transfer: TokenTransfer; cardId: string }[]
  /** Native-coin transfers to a receiving address, of transactions that succeeded. */
  native: readonly { transfer: NativeTransfer; cardId: string }[]
}

/**
 * Money of another kind than the order currency sent to a receiving address (what a user does from an
 * exchange): one `unsupported_token` exception per transfer (`transfer:<chain>:<tx>:<log>`, -1 for the native
 * coin), with its token and amount and, for a USD stablecoin, its USD value. Never credited automatically.
 * Returns how many were new.
 */
async function recordUnsupportedDeposits(p: RecordUnsupportedDepositsParameters): Promise<number> {
  const now = p.ctx.now()
  const bySymbol = new Map(p.chain.watchedTokens.map((t) => [t.address.toLowerCase(), t]))
  let created = 0
  for (const { transfer, cardId } of p.tokens) {
    const token = bySymbol.get(transfer.token)
    if (!token) continue
    const r = await recordException(p.ctx.db, {
      reason: 'unsupported_token',
      detail: 'erc20',
      dedupeKey: transferKey(p.chain.id, transfer.txHash, transfer.logIndex),
      chainId: p.chain.id,
      txHash: transfer.txHash,
      logIndex: transfer.logIndex,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      tokenAddress: transfer.token,
      tokenSymbol: token.symbol,
      tokenDecimals: token.decimals,
      amountBase: transfer.amount,
      amountMicro: isUsdStablecoin(token.symbol)
        ? stableToMicroUsd(transfer.amount, token.decimals, 'down')
        : null,
      cardId,
      now,
    })
    if (r.created) created++
  }
  for (const { transfer, cardId } of p.native) {
    const r = await recordException(p.ctx.db, {
      reason: 'unsupported_token',
      detail: 'native_coin',
      dedupeKey: transferKey(p.chain.id, transfer.txHash, -1),
      chainId: p.chain.id,
      txHash: transfer.txHash,
      logIndex: -1,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      tokenAddress: NATIVE_TOKEN_ADDRESS.toLowerCase(),
      tokenSymbol: p.chain.nativeCurrency.symbol,
      tokenDecimals: p.chain.nativeCurrency.decimals,
      amountBase: transfer.amount,
      amountMicro: null,
      cardId,
      now,
    })
    if (r.created) created++
  }
  return created
}

/**
 * A range's transfers of the chain's other listed tokens and of the native coin to a receiving address (`owners`:
 * address -> card), held as `unsupported_token` exceptions (recordUnsupportedDeposits); a native transfer only
 * when its transaction succeeded (one receipt each). Returns how many were new.
 */
export async function holdUnsupportedTransfers(
  ctx: PaymentsContext,
  chain: ChainRuntime,
  range: Pick<RangeTransfers, 'other' | 'native'>,
  owners: ReadonlyMap<string, string>,
  rpc: WatcherRpc,
  client: PublicClient,
): Promise<number> {
  const tokens = range.other.flatMap((transfer) => {
    const cardId = owners.get(transfer.to)
    return cardId && transfer.amount > 0n ? [{ transfer, cardId }] : []
  })
  const native: { transfer: NativeTransfer; cardId: string }[] = []
  for (const transfer of range.native) {
    const cardId = owners.get(transfer.to)
    if (!cardId) continue
    const receipt = await rpc('eth_getTransactionReceipt', () =>
      client.getTransactionReceipt({ hash: transfer.txHash }),
    )
    if (receipt.status === 'success') native.push({ transfer, cardId })
  }
  return tokens.length + native.length > 0
    ? await recordUnsupportedDeposits({ ctx, chain, tokens, native })
    : 0
}
