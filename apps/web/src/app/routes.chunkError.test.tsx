import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../test/wallet'

// The card list's route chunk is gone (a deploy replaced the hashed files) or the network dropped.
vi.mock('../features/cards/components/CardsPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/CardsPage-old.js')
})

beforeEach(() => {
  resetWallet()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a lazy route whose chunk cannot load (SPEC section 8)', () => {
  it('shows the chunk-load error in place of the page, inside the shell, with a reload action', async () => {
    connectFakeWallet()
    installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'GET /state': { body: { active: true } },
      'GET /card': { body: cardList(['c1']) },
    })
    renderApp('/card')
    const main = await screen.findByRole('main')
    const alert = await within(main).findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'This part of the app could not be loaded',
    )
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(within(main).queryByRole('status')).not.toBeInTheDocument()
    // The navbar and footer stay: only the page failed.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })
})
