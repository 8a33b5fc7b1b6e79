import { API_ERROR_CODES } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import { WalletNotReadyError } from '../wallet/walletStore'
import { ApiError } from './ApiError'
import { errorSentenceKey, isSignInError } from './errorSentenceKey'
import { SignInRejectedError } from './SignInRejectedError'

const apiError = (code: string, status = 400) =>
  new ApiError({ code, status, message: `${code}: raw server text` })
const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en)

describe('errorSentenceKey', () => {
  it('gives every code of the closed set its own sentence, in the source locale', () => {
    const keys = API_ERROR_CODES.map((code) => errorSentenceKey(apiError(code)))
    expect(new Set(keys).size).toBe(API_ERROR_CODES.length)
    for (const key of keys) expect([key, typeof lookup(key)]).toEqual([key, 'string'])
  })

  it('tells a SIWE refusal for a disabled chain, a domain mismatch and a too-long code apart', () => {
    expect(errorSentenceKey(apiError('sign_in_chain_not_enabled', 401))).toBe(
      'errors.sign_in_chain_not_enabled',
    )
    expect(errorSentenceKey(apiError('sign_in_domain_mismatch', 401))).toBe('errors.sign_in_domain_mismatch')
    expect(errorSentenceKey(apiError('code_too_long'))).toBe('errors.code_too_long')
  })

  it('says when no answer came, and falls back for what it does not know', () => {
    expect(errorSentenceKey(new ApiError({ code: 'network', status: 0, message: 'x' }))).toBe(
      'errors.network',
    )
    expect(errorSentenceKey(new ApiError({ code: 'timeout', status: 0, message: 'x' }))).toBe(
      'errors.timeout',
    )
    expect(errorSentenceKey(apiError('something_new'))).toBe('errors.unknown')
    expect(errorSentenceKey(new ApiError({ code: 'unknown', status: 502, message: 'Bad Gateway' }))).toBe(
      'errors.unknown',
    )
    expect(errorSentenceKey(new Error('boom'), 'application.support')).toBe('application.support')
    expect(errorSentenceKey(new SignInRejectedError())).toBe('sign_in.rejected')
    expect(errorSentenceKey(new WalletNotReadyError())).toBe('errors.wallet_not_ready')
  })

  it('knows which errors are sign-in refusals', () => {
    expect(isSignInError(apiError('sign_in_expired', 401))).toBe(true)
    expect(isSignInError(apiError('unauthorized', 401))).toBe(true)
    expect(isSignInError(apiError('invalid_code'))).toBe(false)
    expect(isSignInError(new Error('x'))).toBe(false)
  })
})
