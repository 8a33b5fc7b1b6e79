import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAllModals, modalStore } from '../../../lib/modals/modalStore'
import { queryClient } from '../../../lib/queryClient'
import { runActivationRule } from './runActivationRule'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.unstubAllGlobals()
  queryClient.clear()
  closeAllModals()
})

describe('runActivationRule', () => {
  it('shows nothing when signing out cancels the state request in flight', async () => {
    // The state request hangs until the query is cancelled (sign-out clears the user's queries).
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      ),
    )
    const outcome = runActivationRule(address)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await queryClient.cancelQueries()
    await expect(outcome).resolves.toBe('signed_out')
    expect(modalStore.getState().stack).toEqual([])
  })

  it('shows the translated sentence of the failure, with Try again, and no sign-out on OK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'upstream_unavailable', message: 'database down' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    await expect(runActivationRule(address)).resolves.toBe('alert')
    const [alert] = modalStore.getState().stack
    expect(alert).toMatchObject({
      type: 'alert',
      titleKey: 'invitation.alert_title',
      messageKey: 'errors.upstream_unavailable',
      action: { labelKey: 'errors.try_again' },
    })
    expect(alert).not.toHaveProperty('message')
    expect(alert).not.toHaveProperty('onClose')
  })
})
