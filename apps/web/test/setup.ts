import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { queryClient } from '../src/lib/queryClient'
import { resetWallet } from './wallet'

// The machine is shared with other test suites: lazy chunks and locale files can take a while under load.
configure({ asyncUtilTimeout: 10_000 })

// Most files share a worker's module registry (vitest.config.ts): each starts from what a fresh registry would
// give it, whatever the file before it left in a module (the query cache, the wallet, the modals), a global or
// the document.
beforeAll(() => {
  queryClient.clear()
  resetWallet()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (typeof document === 'undefined') return
  document.documentElement.removeAttribute('lang')
  document.title = ''
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
})

afterEach(() => {
  cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
