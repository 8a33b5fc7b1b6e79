import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { AuthResponse } from '../../types/api'
import { isUserRejection } from '../chain/isUserRejection'
import { openModal } from '../modals/modalStore'
import { signOut } from '../session/signOut'
import { getWalletBridge, requestWalletRuntime } from '../wallet/walletStore'
import { beginSignature } from './beginSignature'
import { SignInRejectedError } from './SignInRejectedError'
import { send } from './send'

export type BuildSignInMessageParameters = {
  address: string
  chainId: number
  nonce: string
  productName: string
  host: string
  origin: string
  issuedAt: Date
}

/** The EIP-4361 message of API.md "Sign-in", step 2. */
export function buildSignInMessage(p: BuildSignInMessageParameters): string {
  return createSiweMessage({
    domain: p.host,
    address: getAddress(p.address),
    statement: `Sign in to ${p.productName}`,
    uri: p.origin,
    version: '1',
    chainId: p.chainId,
    nonce: p.nonce,
    issuedAt: p.issuedAt,
  })
}

/**
 * Sign-In with Ethereum: the network first (on a network the site does not support, no signature is
 * asked for; the switch-network dialog opens and sign-in resumes once the wallet is on a supported one), then
 * nonce, wallet signature, auth. A refused signature signs the user out.
 */
export async function signIn(): Promise<AuthResponse> {
  const { config, address, chainId, nonce } = await beginSignature()
  const message = buildSignInMessage({
    address,
    chainId,
    nonce,
    productName: config.productName,
    host: window.location.host,
    origin: window.location.origin,
    issuedAt: new Date(),
  })

  let signature: string
  try {
    signature = await getWalletBridge().signMessage(message)
  } catch (cause) {
    await signOut()
    // Signed out (SPEC section 4), and told why, with a way back in (nothing was said).
    openModal({
      type: 'alert',
      titleKey: 'sign_in.title',
      messageKey: isUserRejection(cause) ? 'sign_in.rejected' : 'sign_in.failed',
      action: {
        labelKey: 'sign_in.retry',
        run: () => {
          requestWalletRuntime()
          openModal({ type: 'wallet' })
        },
      },
    })
    throw new SignInRejectedError({ cause })
  }
  return send<AuthResponse>({
    method: 'POST',
    path: '/auth',
    headers: { 'X-SIGNATURE': signature },
    body: { message },
  })
}
