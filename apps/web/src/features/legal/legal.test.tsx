import { configure, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../test/fakeApi'
import { SANDBOX_CONFIG } from '../../../test/fixtures'
import { renderApp } from '../../../test/renderApp'
import { resetWallet } from '../../../test/wallet'
import type { AppConfig } from '../../types/api'

// The web suite shares 2 cores with other suites: give the lazy route room under load.
configure({ asyncUtilTimeout: 15_000 })
vi.setConfig({ testTimeout: 60_000 })

const TERMS = [
  '# Terms of Use (sample)',
  '',
  '**Sample text for the sandbox.** Read [the privacy notice](/legal/privacy) and [our site](https://kartenhaus.example).',
  '',
  '## 1. The service',
  '',
  '- Top up with tokens',
  '- Keep your wallet safe',
  '',
  'Example Operator Ltd.',
  '1 Sample Street',
].join('\n')

const HOSTILE = [
  '# Terms',
  '',
  '<script>window.__pwned = true</script> <img src=x onerror="window.__pwned = true">',
  '',
  '[click me](javascript:window.__pwned=true) [data](data:text/html,hi) [proto](//evil.example)',
].join('\n')

function api(config: AppConfig = SANDBOX_CONFIG, markdown = TERMS) {
  return installFakeApi({
    'GET /config': { body: config },
    'GET /legal/terms': (call) => ({
      body: {
        page: 'terms',
        lang: null,
        markdown,
        asked: new URL(call.url, 'http://x').searchParams.get('lang'),
      },
    }),
    'GET /legal/legal-notice': (call) => {
      const lang = new URL(call.url, 'http://x').searchParams.get('lang')
      return lang === 'de'
        ? { body: { page: 'legal-notice', lang: 'de', markdown: '# Impressum (Beispiel)\n\nMusterstraße 1' } }
        : {
            body: {
              page: 'legal-notice',
              lang: null,
              markdown: '# Legal Notice (sample)\n\nSample Street 1',
            },
          }
    },
  })
}

async function seriousViolations() {
  const result = await axe.run(document.documentElement, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

beforeEach(() => resetWallet())
afterEach(() => vi.unstubAllGlobals())

describe('footer: legal links and the support address on every page', () => {
  it('links Terms, Privacy and the legal notice to the app pages, with the configured product and address', async () => {
    api({ ...SANDBOX_CONFIG, productName: 'Kartenhaus', supportEmail: 'hilfe@kartenhaus.example' })
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Legal' })
    expect(within(nav).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/terms')
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal/privacy')
    expect(within(nav).getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
      'href',
      '/legal/legal-notice',
    )
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText('© Kartenhaus')).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'hilfe@kartenhaus.example' })).toHaveAttribute(
      'href',
      'mailto:hilfe@kartenhaus.example',
    )
  })

  it('in German the legal notice is the Impressum, under /de', async () => {
    api()
    renderApp('/de')
    const nav = await screen.findByRole('navigation', { name: 'Rechtliches' })
    expect(within(nav).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/de/legal/legal-notice',
    )
    expect(within(nav).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/de/legal/privacy',
    )
  })

  it("links a page the operator hosts to the operator's URL", async () => {
    api({
      ...SANDBOX_CONFIG,
      legal: {
        ...SANDBOX_CONFIG.legal,
        privacy: { kind: 'url', url: 'https://kartenhaus.example/datenschutz' },
      },
    })
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Legal' })
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://kartenhaus.example/datenschutz',
    )
  })
})

describe('legal pages kept as Markdown', () => {
  it('renders headings, lists, bold, line breaks and safe links, in the reader language, with the footer', async () => {
    const fake = api()
    renderApp('/legal/terms')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use (sample)' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '1. The service' })).toBeInTheDocument()
    expect(screen.getByText('Sample text for the sandbox.').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Keep your wallet safe')
    expect(screen.getByRole('link', { name: 'the privacy notice' })).toHaveAttribute('href', '/legal/privacy')
    expect(screen.getByRole('link', { name: 'our site' })).toHaveAttribute(
      'href',
      'https://kartenhaus.example',
    )
    // A line break in a paragraph stays one (an address).
    const address = screen.getByText(/Example Operator Ltd\./).closest('p')
    expect(address?.textContent).toBe('Example Operator Ltd.\n1 Sample Street')
    expect(address).toHaveClass('whitespace-pre-line')
    expect(fake.calls.find((c) => c.path === '/legal/terms')?.url).toContain('lang=en')
    await waitFor(() => expect(document.title).toBe('Terms of Use (sample) · Chaincard'))
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument()
  })

  it('shows HTML and script in a page as text: no element, no handler, no javascript: or data: link', async () => {
    api(SANDBOX_CONFIG, HOSTILE)
    const { container } = renderApp('/legal/terms')
    await screen.findByRole('heading', { level: 1, name: 'Terms' })
    expect(screen.getByText(/<script>window.__pwned = true<\/script>/)).toBeInTheDocument()
    const article = container.querySelector('article')!
    expect(article.querySelector('script, img, iframe, [onerror]')).toBeNull()
    expect(within(article).queryAllByRole('link')).toEqual([])
    expect(within(article).getByText('click me').tagName).toBe('SPAN')
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  })

  it('asks for the German page under /de and marks its language', async () => {
    const fake = api()
    const { container } = renderApp('/de/legal/legal-notice')
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum (Beispiel)' })).toBeInTheDocument()
    expect(fake.calls.find((c) => c.path === '/legal/legal-notice')?.url).toContain('lang=de')
    expect(container.querySelector('article')).toHaveAttribute('lang', 'de')
  })

  it('a page the operator hosts links there and asks the server nothing; an unknown page is the 404', async () => {
    const fake = api({
      ...SANDBOX_CONFIG,
      legal: { ...SANDBOX_CONFIG.legal, terms: { kind: 'url', url: 'https://kartenhaus.example/agb' } },
    })
    const view = renderApp('/legal/terms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument()
    expect(within(view.container.querySelector('article')!).getByRole('link')).toHaveAttribute(
      'href',
      'https://kartenhaus.example/agb',
    )
    expect(fake.count('GET /legal/terms')).toBe(0)
    view.unmount()
    renderApp('/legal/..%2Fsecret')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  })

  it('says so when the page cannot be loaded', async () => {
    installFakeApi({
      'GET /config': { body: SANDBOX_CONFIG },
      'GET /legal/privacy': { status: 503, body: { code: 'upstream_unavailable', message: 'down' } },
    })
    renderApp('/legal/privacy')
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded')
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument()
  })

  it('has no serious or critical axe issue, page and footer, in English and German', async () => {
    api()
    const en = renderApp('/legal/terms')
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use (sample)' })
    expect(await seriousViolations()).toEqual([])
    en.unmount()
    renderApp('/de/legal/legal-notice')
    await screen.findByRole('heading', { level: 1, name: 'Impressum (Beispiel)' })
    expect(await seriousViolations()).toEqual([])
  })
})
