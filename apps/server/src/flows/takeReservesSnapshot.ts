import { randomBytes, randomUUID } from 'node:crypto'
import { reservesSignedText, stableToMicroUsd } from '@chaincard/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  anchorReservesRoot,
  bufferedCryptoRandom,
  type IssuerBalance,
  insertReservesSnapshot,
  pruneReservesTrees,
  readChainHead,
  readChainReserves,
  readDepositAddresses,
  readLiabilities,
  recordReservesAnchor,
  startPackedReservesTree,
} from '../modules/reserves'
import type { AppContext } from '../runtime/appContext'

export type TakeReservesSnapshotParameters = {
  ctx: Pick<AppContext, 'db' | 'clock' | 'chains' | 'issuer' | 'config'>
  signer: PrivateKeyAccount
  log: FastifyBaseLogger
}

/**
 * A reserves snapshot (API.md "Proof of reserves"), as named steps: what is owed, read in one consistent read;
 * what is held, read per chain at one block and as the issuer states it; the Merkle-sum tree over the owners
 * (random splits and order, a fresh secret) written as it is built; the root signed by the attestation key; all
 * of it stored in one transaction; then the trees of all but the latest `RESERVES_KEEP_TREES` snapshots pruned.
 * Addresses and owners are read a page at a time (one text a page, not a driver row each) and the tree is
 * written a row at a time as it is built, so no level is ever held whole (what is kept is ~52 MB of packed
 * owners at a million).
 */
export async function takeReservesSnapshot({
  ctx,
  signer,
  log,
}: TakeReservesSnapshotParameters): Promise<string> {
  const id = randomUUID()
  const started = performance.now()
  // Every chain's block is fixed before the liabilities' read begins: a deposit credited after its block is
  // then owed and not counted as held, so the ratio can come out lower than it was, never higher. With the
  // blocks fixed, the node sums the balances while the database reads what is owed (different processes).
  const heads = await Promise.all(ctx.chains.list.map((chain) => readChainHead(chain)))
  const reading = Promise.all(
    ctx.chains.list.map((chain, i) => readChainReserves(chain, heads[i]!, readDepositAddresses(ctx.db))),
  )
  const statedReading = statedIssuerBalance(ctx, ctx.clock.now(), log)
  // Not left unhandled while the liabilities are read: its failure is thrown where it is awaited.
  reading.catch(() => undefined)
  const takenAt = ctx.clock.now()

  const secret = new Uint8Array(randomBytes(32))
  const builder = startPackedReservesTree({ snapshotId: id, secret, random: bufferedCryptoRandom() })
  const owed = await readLiabilities(ctx.db, (batch) => builder.add(batch))
  const read = performance.now()
  const reserves = await reading
  const issuerBalance = await statedReading
  const reservesRead = performance.now()

  let signature = ''
  const onChainMicro = reserves.reduce((sum, r) => sum + stableToMicroUsd(r.amount, r.decimals, 'down'), 0n)
  const tree = await insertReservesSnapshot(ctx.db, {
    id,
    takenAt,
    reserves,
    reservesMicro: onChainMicro + (issuerBalance?.amountMicro ?? 0n),
    issuerBalance,
    negativeMicro: owed.negativeMicro,
    signer: signer.address,
    secret,
    buildTree: (write, nodesPerRow) => builder.finish(write, nodesPerRow),
    sign: async ({ root }) => {
      signature = await signer.signMessage({
        message: reservesSignedText(id, root.digest.toString('hex'), root.value),
      })
      return signature
    },
  })
  const treeStored = performance.now()
  const anchor = await anchorSnapshot(ctx, { id, root: tree.root, signature }, log)
  // Only the latest snapshots keep their trees; a failure here leaves more kept, and the next snapshot prunes.
  const pruned = await pruneReservesTrees(ctx.db, {
    keep: ctx.config.reservesKeepTrees,
    now: ctx.clock.now(),
  }).catch((error: unknown) => {
    log.warn({ err: error }, 'old reserves trees could not be pruned; the next snapshot tries again')
    return 0
  })
  log.info(
    {
      snapshot: id,
      pruned,
      ...(anchor ? { anchor } : {}),
      owners: owed.owners,
      owed: tree.owners.count,
      leaves: tree.leafCount,
      totalMicro: `${tree.root.value}`,
      // Where a snapshot's time goes: the liabilities read (the chains read meanwhile), what the chains still
      // took after it, the tree built and stored.
      ms: {
        liabilities: Math.round(read - started),
        reserves: Math.round(reservesRead - read),
        tree: Math.round(treeStored - reservesRead),
      },
    },
    'reserves snapshot taken',
  )
  return id
}

/**
 * The signed text published on RESERVES_ANCHOR_CHAIN once the snapshot is stored, and the transaction noted on
 * it. A snapshot stands without it when the chain fails (the log says why): it is signed either way.
 */
async function anchorSnapshot(
  ctx: Pick<AppContext, 'db' | 'chains' | 'config'>,
  { id, root, signature }: { id: string; root: { digest: Buffer; value: bigint }; signature: string },
  log: FastifyBaseLogger,
): Promise<{ chainId: number; tx: string } | undefined> {
  const settings = ctx.config.reservesAnchor
  const chain = settings && ctx.chains.get(settings.chainId)
  if (!settings || !chain) return undefined
  try {
    const tx = await anchorReservesRoot({
      chain,
      key: settings.key,
      signedText: reservesSignedText(id, root.digest.toString('hex'), root.value),
      signature,
    })
    await recordReservesAnchor(ctx.db, { snapshotId: id, chainId: settings.chainId, tx })
    return { chainId: settings.chainId, tx }
  } catch (error) {
    log.warn(
      { err: error, snapshot: id },
      'the reserves root could not be anchored; the snapshot stands without it',
    )
    return undefined
  }
}

/** The issuer's stated balance; a snapshot is still taken without it (null, and the log says why). */
async function statedIssuerBalance(
  ctx: Pick<AppContext, 'issuer'>,
  now: Date,
  log: FastifyBaseLogger,
): Promise<IssuerBalance | null> {
  if (!ctx.issuer.programBalance) return null
  try {
    return await ctx.issuer.programBalance(now)
  } catch (error) {
    log.warn({ err: error }, 'the issuer balance could not be read; the snapshot states none')
    return null
  }
}
