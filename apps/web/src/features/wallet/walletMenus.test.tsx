import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { cardList, SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { connectFakeWallet, resetWallet } from '../../../test/wallet'

beforeEach(() => {
  resetWallet()
  installFakeApi({
    'GET /config': { body: SANDBOX_CONFIG },
    'GET /state': { body: { active: true } },
    'GET /card': { body: cardList([]) },
    'GET /user/invitation': {
      body: { code: 'INVITE42', availableCount: 2, rewardBalance: '0.00', redemptionEnable: false },
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('navbar wallet menus', () => {
  it('shows the chain and the account (first 5 + last 4), with Change wallet and Logout', async () => {
    const user = userEvent.setup()
    connectFakeWallet()
    renderApp('/')
    // Each name starts with the visible text (axe label-content-name-mismatch).
    expect(await screen.findByRole('button', { name: 'Sandbox (Network)' })).toHaveTextContent('Sandbox')
    const account = screen.getByRole('button', { name: '0xf39…2266 (Account)' })
    expect(account).toHaveTextContent('0xf39…2266')
    await user.click(account)
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Q&A', 'Change wallet', 'Logout'])
    // Not a modal menu: the page is not hidden from assistive technology while it is open.
    expect(document.querySelector('[aria-hidden="true"] button, [data-aria-hidden="true"]')).toBeNull()
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
  })

  it('hides Change wallet and the network menu when the wallet does not allow them', async () => {
    const user = userEvent.setup()
    connectFakeWallet({ state: { canChangeAccount: false, canSwitchNetwork: false } })
    renderApp('/')
    await user.click(await screen.findByRole('button', { name: /\(Account\)$/ }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Profile', 'Q&A', 'Logout'])
    expect(screen.queryByRole('button', { name: /\(Network\)$/ })).toBeNull()
  })

  it('an unsupported chain shows the ban icon with its tooltip; a refused switch shows the fallback text', async () => {
    const user = userEvent.setup()
    const bridge = connectFakeWallet({ chainId: 1 })
    bridge.switchChain.mockRejectedValueOnce(new Error('User rejected the request.'))
    renderApp('/')
    const ban = await screen.findByRole('button', {
      name: 'Wrong network: Please switch to the network which we support.',
    })
    await user.hover(ban)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Please switch to the network which we support.',
    )
    await user.click(ban)
    const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
    await user.click(within(dialog).getByRole('button', { name: 'Sandbox' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please switch the network from your wallet.',
    )
    expect(bridge.switchChain).toHaveBeenCalledWith(31337)
    await user.click(within(dialog).getByRole('button', { name: 'Sandbox' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch network' })).toBeNull())
    expect(await screen.findByRole('button', { name: 'Sandbox (Network)' })).toHaveTextContent('Sandbox')
  })
})
