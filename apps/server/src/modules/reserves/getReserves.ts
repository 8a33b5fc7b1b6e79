import { formatUsd, type ReservesResponse } from '@chaincard/domain'
import { bytesToHex, formatUnits, getAddress } from 'viem'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { readReservesSnapshots } from './repo/readReservesSnapshots'

/** Snapshots in the history (a year of daily ones). */
const HISTORY = 366

/** Reserves over liabilities with 4 decimals, rounded down; null when nothing is owed. */
function ratioOf(reservesMicro: bigint, liabilitiesMicro: bigint): string | null {
  if (liabilitiesMicro === 0n) return null
  const scaled = (reservesMicro * 10_000n) / liabilitiesMicro
  return `${scaled / 10_000n}.${(scaled % 10_000n).toString().padStart(4, '0')}`
}

/**
 * `GET /api/reserves`: the latest snapshot with what is held where against what is owed, and the history.
 * Reads the snapshot rows only (never a tree), so it stays cheap however many owners a snapshot holds. The
 * reserves' USD figure counts stablecoins 1:1 and the issuer's stated balance; both are rounded down. 404
 * before the first snapshot.
 */
export async function getReserves(db: Db): Promise<ReservesResponse> {
  const snapshots = await readReservesSnapshots(db, HISTORY)
  const latest = snapshots[0]
  if (!latest) throw new AppError('not_found', 'not found: no reserves snapshot was taken yet')
  return {
    snapshot: {
      id: latest.id,
      takenAt: latest.takenAt.toISOString(),
      root: bytesToHex(latest.rootDigest).slice(2),
      totalMicro: latest.totalMicro.toString(),
      total: formatUsd(latest.totalMicro, 'down'),
      leafCount: latest.leafCount,
      blocks: latest.blocks,
      signature: latest.signature as `0x${string}`,
      signer: getAddress(latest.signer),
    },
    reserves: latest.reserves.map((r) => ({
      chainId: r.chainId,
      token: r.token,
      // Token units (API.md), not base units: what a person reads and an explorer shows.
      amount: formatUnits(BigInt(r.amount), r.decimals),
      addresses: r.addresses,
    })),
    issuerBalance: latest.issuerBalance && {
      amount: formatUsd(latest.issuerBalance.amountMicro, 'down'),
      source: latest.issuerBalance.source,
      at: latest.issuerBalance.at.toISOString(),
    },
    liabilities: formatUsd(latest.totalMicro, 'down'),
    negative: formatUsd(latest.negativeMicro, 'down'),
    ratio: ratioOf(latest.reservesMicro, latest.totalMicro),
    history: snapshots.map((s) => ({
      id: s.id,
      takenAt: s.takenAt.toISOString(),
      total: formatUsd(s.totalMicro, 'down'),
      reserves: formatUsd(s.reservesMicro, 'down'),
      ratio: ratioOf(s.reservesMicro, s.totalMicro),
    })),
  }
}
