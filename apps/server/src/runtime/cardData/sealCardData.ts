import { decryptCardData, encryptCardData } from './cardDataCipher'

/** Context strings binding each ciphertext to its card and field (AES-GCM additional data). */
export const cardDataContext = {
  pan: (cardId: string) => `card:${cardId}:pan`,
  cvv: (cardId: string) => `card:${cardId}:cvv`,
  otp: (authorizationId: string) => `authorization:${authorizationId}:otp`,
  /** A wallet token's activation code. */
  walletCode: (tokenId: string) => `wallet:${tokenId}:code`,
}

export type CardDataSealer = {
  seal(plaintext: string, context: string): string
  open(sealed: string, context: string): string
}

/** Binds the cipher to one key so callers never handle it. */
export function createCardDataSealer(key: Buffer): CardDataSealer {
  return {
    seal: (plaintext, context) => encryptCardData(key, plaintext, context),
    open: (sealed, context) => decryptCardData(key, sealed, context),
  }
}
