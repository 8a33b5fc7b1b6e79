import {
  application,
  blocked,
  cardDetail,
  cardReveal,
  cards,
  challenge,
  chunk_error,
  common,
  copy,
  deposit,
  errors,
  excess,
  footer,
  held,
  home,
  invitation,
  legal,
  mail,
  nav,
  no_code,
  not_found,
  profile,
  push,
  qa,
  rewards,
  sessions,
  sign_in,
  startup,
  title,
  wallet,
} from '../../locales/en.json'
import { loadChunk } from '../chunks/loadChunk'

/**
 * English in two parts, so the entry stays in its budget (issue 11: 150 KB of JS for `/`): what the entry's own
 * components say, bundled (named imports of the JSON: the bundler leaves out the rest), and the namespaces only
 * lazily loaded pages say (`LATER_ENGLISH`), loaded at start in parallel; every lazy chunk waits for them
 * (`holdChunksUntil`), so no page renders a key. A namespace added to en.json goes in one list or the other
 * (`englishParts.test.ts` checks both cover the file).
 */
export const englishAtStart: Record<string, unknown> = {
  application,
  blocked,
  cardDetail,
  cardReveal,
  cards,
  challenge,
  chunk_error,
  common,
  copy,
  deposit,
  errors,
  excess,
  footer,
  held,
  home,
  invitation,
  legal,
  mail,
  nav,
  no_code,
  not_found,
  profile,
  push,
  qa,
  rewards,
  sessions,
  sign_in,
  startup,
  title,
  wallet,
}

/**
 * Used only by components inside lazily loaded chunks: the top-up page and its modals, the card page's disputes
 * (issue 30: "Report a problem", a dispute's status), the application form's cardholder part and where an
 * enrollment with the issuer stands (issue 30: the application modals and the card page), the card page's Apple Pay
 * and Google Pay list (issue 30: `wallets`, not the crypto `wallet` bundled above), the proof of reserves
 * (its page, and the footer's link to it, a lazy chunk too), the card page's Controls panel, and the card page's
 * history rows (`history`).
 */
export const LATER_ENGLISH = [
  'topup',
  'dispute',
  'enrollment',
  'wallets',
  'reserves',
  'controls',
  'history',
] as const

/** The `LATER_ENGLISH` namespaces, from the file read as text (a chunk of its own, not the entry's module). */
export async function loadLaterEnglish(): Promise<Record<string, unknown>> {
  const raw = (await loadChunk(() => import('../../locales/en.json?raw'))).default
  const all = JSON.parse(raw) as Record<string, unknown>
  return Object.fromEntries(LATER_ENGLISH.map((namespace) => [namespace, all[namespace]]))
}
