import type { FastifyInstance } from 'fastify'
import { reservesOf } from '../flows/reservesOf'
import { createReservesJob } from '../modules/reserves'
import type { AppJob } from './appJob'

/**
 * The daily reserves snapshot (`reserves`), run by a worker (ROLE worker or all) when an attestation key is
 * set; it refreshes the published answer the reserves routes share (flows/reservesOf).
 */
export function reservesSnapshotJob(app: FastifyInstance): AppJob | undefined {
  const { signer, take } = reservesOf(app)
  return signer ? createReservesJob(app, take) : undefined
}
