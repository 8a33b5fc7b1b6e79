import { parseDuration } from './parseDuration'
import type { ChainFinality } from './types'

/** Average block times of the supported mainnets (ms): the watcher's default polling interval derives from them. */
export const BLOCK_TIME_MS: Readonly<Record<number, number>> = {
  1: 12_000,
  10: 2_000,
  56: 750,
  137: 2_000,
  42161: 250,
  43114: 2_000,
}

/** Polls a quarter of a block time apart (a new head is seen within 1/4 block), 250 ms to 3 s. */
export function pollIntervalFor(blockTimeMs: number): number {
  return Math.min(3_000, Math.max(250, Math.round(blockTimeMs / 4)))
}

export type ChainWatchDefaults = {
  finality: ChainFinality
  pollIntervalMs: number
  wsRpcUrl?: string | undefined
}

export type ChainWatchSettings = {
  finality: ChainFinality
  pollIntervalMs: number
  wsRpcUrl?: string
}

/**
 * The watcher settings of chain `id` from `FINALITY_DEPTH_<id>` (blocks below the head at which a block is
 * final; without it the chain's default, the node's `finalized` tag in production), `POLL_INTERVAL_<id>`
 * (a duration) and `WS_RPC_URL_<id>` (ws:// or wss://, for newHeads subscriptions). Problems are listed,
 * never thrown.
 */
export function chainWatchEnv(
  env: Record<string, string | undefined>,
  id: number,
  defaults: ChainWatchDefaults,
): { settings: ChainWatchSettings; problems: string[] } {
  const problems: string[] = []
  let finality = defaults.finality
  const depthText = env[`FINALITY_DEPTH_${id}`]?.trim()
  if (depthText) {
    const depth = Number.parseInt(depthText, 10)
    if (!/^\d+$/.test(depthText) || depth < 1 || depth > 10_000) {
      problems.push(`FINALITY_DEPTH_${id}: must be an integer from 1 to 10000`)
    } else finality = { kind: 'depth', depth }
  }
  let pollIntervalMs = defaults.pollIntervalMs
  const pollText = env[`POLL_INTERVAL_${id}`]?.trim()
  if (pollText) {
    const ms = parseDuration(pollText)
    if (ms === undefined || ms < 50 || ms > 60_000) {
      problems.push(`POLL_INTERVAL_${id}: must be a duration from 50ms to 60s`)
    } else pollIntervalMs = ms
  }
  const wsText = env[`WS_RPC_URL_${id}`]?.trim() || defaults.wsRpcUrl
  if (wsText && !/^wss?:\/\/\S+$/.test(wsText)) problems.push(`WS_RPC_URL_${id}: must be a ws(s):// URL`)
  return {
    settings: { finality, pollIntervalMs, ...(wsText ? { wsRpcUrl: wsText } : {}) },
    problems,
  }
}
