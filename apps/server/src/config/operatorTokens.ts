/** One operator: a name (recorded with each of their actions) and the SHA-256 of their bearer token. */
export type OperatorToken = {
  name: string
  /** 64 lowercase hex: the token itself is never in the configuration. */
  tokenSha256: string
}

/** The name ADMIN_TOKEN's operator acts under (the single shared token before ADMIN_TOKENS). */
export const LEGACY_ADMIN_NAME = 'admin'

const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/

/**
 * ADMIN_TOKENS: `name:sha256hex` pairs, comma separated (`alice:9f86d0…,bob:…`). A name is lowercase letters,
 * digits, `.`, `_` or `-` (up to 40); each name and each digest once. ADMIN_TOKEN, when also set, adds the operator
 * `admin` (its name must then not be in the list).
 */
export function readOperatorTokens(
  adminTokens: string | undefined,
  legacyTokenSet: boolean,
): { value: OperatorToken[] } | { problem: string } {
  const value: OperatorToken[] = []
  const text = adminTokens?.trim() ?? ''
  if (text === '') return { value }
  for (const entry of text.split(',')) {
    const pair = entry.trim()
    const colon = pair.indexOf(':')
    const name = colon < 0 ? pair : pair.slice(0, colon)
    const digest = colon < 0 ? '' : pair.slice(colon + 1).toLowerCase()
    if (!NAME.test(name))
      return {
        problem: `"${name.slice(0, 40)}" is not an operator name (lowercase letters, digits, . _ -, up to 40)`,
      }
    if (!/^[0-9a-f]{64}$/.test(digest))
      return {
        problem: `${name}: must be name:sha256 (64 hex digits of the token's SHA-256, never the token itself)`,
      }
    if (value.some((o) => o.name === name)) return { problem: `${name}: named twice` }
    if (value.some((o) => o.tokenSha256 === digest))
      return { problem: `${name}: the same token as another operator` }
    if (legacyTokenSet && name === LEGACY_ADMIN_NAME)
      return { problem: `${name}: the name ADMIN_TOKEN's operator has (set one or the other)` }
    value.push({ name, tokenSha256: digest })
  }
  return { value }
}
