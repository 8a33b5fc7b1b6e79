import {
  baseEnvSchema,
  issuerEnvSchema,
  legalEnvSchema,
  pushEnvSchema,
  riskEnvSchema,
  sandboxEnvSchema,
} from './envSchema'

/** The per-chain variables (`RPC_URL_137`...), as README "Configuration" names them. */
const perChainEnvNames = [
  'RPC_URL_<chainId>',
  'PUBLIC_RPC_URL_<chainId>',
  'REQUIRED_CONFIRMATIONS_<chainId>',
  'SWAP_ROUTER_<chainId>',
  'NFT_COLLECTION_<chainId>',
  'FINALITY_DEPTH_<chainId>',
  'WS_RPC_URL_<chainId>',
  'POLL_INTERVAL_<chainId>',
] as const

/** Variables only sandbox mode reads. */
export const sandboxOnlyEnvNames: readonly string[] = Object.keys(sandboxEnvSchema.shape)

/** Everything the server reads: the env schemas, the per-chain variables and WEB_DIST_DIR (main.ts). */
export const serverEnvNames: readonly string[] = [
  ...Object.keys(baseEnvSchema.shape),
  ...sandboxOnlyEnvNames,
  ...Object.keys(issuerEnvSchema.shape),
  ...Object.keys(riskEnvSchema.shape),
  ...Object.keys(pushEnvSchema.shape),
  ...Object.keys(legalEnvSchema.shape),
  ...perChainEnvNames,
  'WEB_DIST_DIR',
]

/** `RPC_URL_137` -> `RPC_URL_<chainId>`; other names as they are. */
export function genericEnvName(name: string): string {
  const perChain = /^(.*)_\d+$/.exec(name)
  if (perChain && (perChainEnvNames as readonly string[]).includes(`${perChain[1]}_<chainId>`)) {
    return `${perChain[1]}_<chainId>`
  }
  return name
}

/** A value still in the `<...>` form of production.env.example's placeholders. */
const placeholder = /^\s*<.*>\s*$/s

/**
 * `VAR: ...` for each variable the server reads whose value is still a placeholder of production.env.example
 * (`<...>`): a forgotten one stops the start instead of running with it (an API key is any string).
 */
export function placeholderProblems(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([, value]) => value !== undefined && placeholder.test(value))
    .filter(([name]) => serverEnvNames.includes(genericEnvName(name)))
    .map(([name]) => `${name}: still the <...> placeholder of production.env.example`)
}
