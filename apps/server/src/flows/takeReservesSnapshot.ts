import { randomBytes, randomUUID } from 'node:crypto'
import { cryptoReservesRandom, reservesSignedText, stableToMicroUsd } from '@chaincard/domain'
import type { FastifyBaseLogger } from 'fastify'
import { bytesToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  type IssuerBalance,
  insertReservesSnapshot,
  readChainReserves,
  readDepositAddresses,
  readLiabilities,
  startPackedReservesTree,
} from '../modules/reserves'
import type { AppContext } from '../runtime/appContext'

export type TakeReservesSnapshotParameters = {
  ctx: Pick<AppContext, 'db' | 'clock' | 'chains' | 'issuer'>
  signer: PrivateKeyAccount
  log: FastifyBaseLogger
}

/**
 * A reserves snapshot (API.md "Proof of reserves"), as named steps: what is owed, read in one consistent read;
 * what is held, read per chain at one block and as the issuer states it; the Merkle-sum tree over the owners
 * (random splits and order, a fresh secret); the root signed by the attestation key; all of it stored at once.
 * The reserves are read before the liabilities: a deposit credited in between is owed and not counted as held,
 * so the ratio can come out lower than it was, never higher. Addresses and owners are read a page at a time
 * and the tree is packed Buffers, so a snapshot of a million owners fits in a few hundred MB.
 */
export async function takeReservesSnapshot({
  ctx,
  signer,
  log,
}: TakeReservesSnapshotParameters): Promise<string> {
  const id = randomUUID()
  const started = performance.now()
  const reserves = await Promise.all(
    ctx.chains.list.map((chain) => readChainReserves(chain, readDepositAddresses(ctx.db))),
  )
  const issuerBalance = await statedIssuerBalance(ctx, ctx.clock.now(), log)
  const reservesRead = performance.now()
  const takenAt = ctx.clock.now()

  const secret = new Uint8Array(randomBytes(32))
  const builder = startPackedReservesTree({ snapshotId: id, secret, random: cryptoReservesRandom })
  const owed = await readLiabilities(ctx.db, (batch) => builder.add(batch))
  const tree = builder.finish()
  const built = performance.now()
  const root = tree.root.digest.toString('hex')
  const signature = await signer.signMessage({ message: reservesSignedText(id, root, tree.root.value) })

  const onChainMicro = reserves.reduce((sum, r) => sum + stableToMicroUsd(r.amount, r.decimals, 'down'), 0n)
  await insertReservesSnapshot(ctx.db, {
    id,
    takenAt,
    tree,
    reserves,
    reservesMicro: onChainMicro + (issuerBalance?.amountMicro ?? 0n),
    issuerBalance,
    negativeMicro: owed.negativeMicro,
    signature,
    signer: signer.address,
    secret,
  })
  log.info(
    {
      snapshot: id,
      owners: owed.owners,
      owed: tree.owners.count,
      leaves: tree.leafCount,
      totalMicro: `${tree.root.value}`,
      // Where a snapshot's time goes: the chains, the liabilities read with the tree built, the store.
      ms: {
        reserves: Math.round(reservesRead - started),
        tree: Math.round(built - reservesRead),
        store: Math.round(performance.now() - built),
      },
    },
    'reserves snapshot taken',
  )
  return id
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
