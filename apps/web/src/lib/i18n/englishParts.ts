import {
  chunk_error,
  common,
  footer,
  home,
  legal,
  nav,
  no_code,
  not_found,
  startup,
  title,
  wallet,
} from '../../locales/en.json'
import { loadChunk } from '../chunks/loadChunk'

/**
 * English in two parts, so the home page's first load stays small (140 KB of JS for `/`): what the home page,
 * the layout around every page and the entry's error screens say, bundled (named imports of the JSON: the
 * bundler leaves out the rest), and everything else (`LATER_ENGLISH`), fetched when the first lazy chunk is
 * requested (a page, a dialog, the wallet runtime); every such chunk waits for it (`holdChunksUntil`), so no
 * page renders a key. A namespace added to en.json goes in one list or the other (`englishParts.test.ts` checks
 * both cover the file).
 */
export const englishAtStart: Record<string, unknown> = {
  chunk_error,
  common,
  footer,
  home,
  legal,
  nav,
  no_code,
  not_found,
  startup,
  title,
  wallet,
}

/**
 * Said only by components inside lazily loaded chunks (pages, dialogs and their alerts, the wallet runtime and
 * its sign-in), or by entry code that hands a key to one of them (an alert's title and sentence).
 */
export const LATER_ENGLISH = [
  'application',
  'blocked',
  'cardDetail',
  'cardReveal',
  'cards',
  'challenge',
  'controls',
  'copy',
  'deposit',
  'dispute',
  'enrollment',
  'errors',
  'excess',
  'held',
  'history',
  'invitation',
  'mail',
  'profile',
  'push',
  'qa',
  'reserves',
  'rewards',
  'sessions',
  'sign_in',
  'topup',
  'wallets',
  'withdraw',
] as const

/** The `LATER_ENGLISH` namespaces, from the file read as text (a chunk of its own, not the entry's module). */
export async function loadLaterEnglish(): Promise<Record<string, unknown>> {
  const raw = (await loadChunk(() => import('../../locales/en.json?raw'))).default
  const all = JSON.parse(raw) as Record<string, unknown>
  return Object.fromEntries(LATER_ENGLISH.map((namespace) => [namespace, all[namespace]]))
}
