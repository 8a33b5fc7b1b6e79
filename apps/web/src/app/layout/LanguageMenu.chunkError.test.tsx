import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../lib/i18n/i18n'
import { LanguageMenu } from './LanguageMenu'

// The dropdown's chunk is gone (a deploy replaced the hashed files) or the network dropped.
vi.mock('./LanguageDropdown', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('LanguageMenu when its dropdown chunk cannot load', () => {
  it('shows the chunk-load error with a reload action and keeps the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = createMemoryRouter([{ path: '/:lang?/*', element: <LanguageMenu /> }])
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    )
    // A bare click (no hover or focus prefetch first): the import the menu renders with is the one that fails.
    fireEvent.click(screen.getByRole('button', { name: 'English (Language)' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the app could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'English (Language)' })).toBeInTheDocument()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
