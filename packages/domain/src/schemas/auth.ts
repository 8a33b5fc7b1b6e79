// Sign-In with Ethereum (API.md "Sign-in"): nonce, auth, sign-out; and the headers the auth layer reads.
// Header failures must answer 401 `unauthorized`, not 400: the server uses these schemas with safeParse in its
// auth hook rather than as route header schemas.
import { z } from 'zod'
import { Address, AddressInput, HexData, IsoDateTime } from './common'

/** SIWE nonce: 16 to 64 alphanumeric characters. */
export const Nonce = z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'must be 16-64 alphanumeric characters')

/** `X-PAYER` header value: the wallet address in any case, normalised to EIP-55. */
export const PayerHeader = AddressInput

/**
 * `X-SIGNATURE` header value: 0x hex of at most 6,000 bytes (EOA signatures are 65 bytes; EIP-1271 and
 * EIP-6492 smart-wallet signatures are longer, 6492 wraps factory calldata).
 */
export const SignatureHeader = HexData.refine((value) => value.length > 2 && value.length <= 2 + 2 * 6_000, {
  message: 'must be a signature of 1 to 6000 bytes',
})

export const NonceResponse = z.object({ nonce: Nonce })

/** EIP-4361 message as signed by the wallet. */
export const AuthBody = z.strictObject({
  message: z.string().min(1).max(4_096),
})

export const AuthResponse = z.object({
  address: Address,
  expiresAt: IsoDateTime,
})

export type Nonce = z.infer<typeof Nonce>
export type NonceResponse = z.infer<typeof NonceResponse>
export type AuthBody = z.infer<typeof AuthBody>
export type AuthResponse = z.infer<typeof AuthResponse>
