import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../test/fixtures'
import { renderApp } from '../../test/renderApp'
import { resetWallet } from '../../test/wallet'

beforeEach(() => {
  resetWallet()
  installFakeApi({ 'GET /config': { body: SANDBOX_CONFIG } })
})
afterEach(() => vi.unstubAllGlobals())

describe('locale routes', () => {
  it('renders home in English without a prefix', async () => {
    renderApp('/')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Spend your crypto anywhere with a virtual prepaid card',
      }),
    ).toBeInTheDocument()
    // Set by LocaleLayout's effect, which may run a moment after the heading commits (start-up renders in a
    // transition since the first-load work).
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })

  it('renders the prefixed locale, loading its file', async () => {
    renderApp('/de')
    expect(await screen.findByRole('heading', { level: 1, name: /Kryptowährung/ })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('de'))
  })

  it('sends an unknown prefix to /404 and an unknown path to 404 under the same prefix', async () => {
    const first = renderApp('/fr/card')
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/404'))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    first.unmount()

    const second = renderApp('/zh-tw/nowhere/at/all')
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/zh-tw/404'))
    expect(await screen.findByRole('heading', { name: '找不到頁面' })).toBeInTheDocument()
  })

  it('the language menu lists all seven languages, switching keeps the path and is remembered', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/404?x=1')
    await screen.findByRole('heading', { name: 'Page not found' })
    // The dropdown's chunk loads on the first click; that click still opens the menu.
    await user.click(screen.getByRole('button', { name: 'English (Language)' }))
    const menu = await screen.findByRole('menu')
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '繁體中文',
      '简体中文',
      'Türkçe',
      '日本語',
      'Deutsch',
      'Русский',
    ])
    await user.click(within(menu).getByRole('menuitemradio', { name: '简体中文' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/zh-cn/404'))
    expect(router.state.location.search).toBe('?x=1')
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument()
    expect(localStorage.getItem('chaincard.locale')).toBe('zh-cn')
  })
})
