import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../lib/i18n/i18n'
import { LanguageMenu } from './LanguageMenu'

/** Counts imports of the dropdown chunk (vitest evaluates a mocked module once per file). */
const dropdownChunk = vi.hoisted(() => ({ imports: 0 }))
vi.mock('./LanguageDropdown', async (importOriginal) => {
  dropdownChunk.imports += 1
  return importOriginal()
})

function renderMenu(path = '/') {
  const router = createMemoryRouter([{ path: '/:lang?/*', element: <LanguageMenu /> }], {
    initialEntries: [path],
  })
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return router
}

describe('LanguageMenu', () => {
  it('fetches nothing at load: the dropdown chunk is not requested until the user points at the button', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = screen.getByRole('button', { name: 'English (Language)' })
    expect(button).toBeEnabled()
    expect(button).toHaveTextContent('English')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dropdownChunk.imports).toBe(0)
    await user.hover(button)
    await vi.waitFor(() => expect(dropdownChunk.imports).toBe(1))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('the first click loads the dropdown and opens it; choosing a language swaps the prefix', async () => {
    const user = userEvent.setup()
    const router = renderMenu('/404?x=1')
    await user.click(screen.getByRole('button', { name: 'English (Language)' }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['English', '繁體中文', '简体中文', 'Türkçe', '日本語', 'Deutsch', 'Русский'])
    await user.click(within(menu).getByRole('menuitemradio', { name: '繁體中文' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/zh-tw/404'))
    expect(router.state.location.search).toBe('?x=1')
  })

  it('opens from the keyboard too (Enter, or ArrowDown)', async () => {
    const user = userEvent.setup()
    renderMenu()
    await user.tab()
    expect(screen.getByRole('button', { name: 'English (Language)' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
