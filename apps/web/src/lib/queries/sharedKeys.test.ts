import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../..')
const FACTORIES = 'lib/queries/'

/** The resources whose keys only their factory under lib/queries writes (see each file there). */
const SHARED_RESOURCES = [
  'card',
  'cards',
  'userState',
  'userInvitation',
  'pendingTopup',
  'heldDeposits',
  'cardChallenge',
  'rewardBalance',
  'rewardRecords',
  'cardDeposits',
  'confirmations',
]

/**
 * An array literal starting with one of those names: a hand-written key (or key prefix) of a shared resource. Not
 * an index (`options['userState']`): that bracket follows a name, a call or another index.
 */
const SHARED_KEY_LITERAL = new RegExp(
  String.raw`(?<![\w$)\]])\[\s*(['"\x60])(${SHARED_RESOURCES.join('|')})\1\s*[,\]]`,
)

/** A key written by hand straight into a query client call, whatever the resource: it belongs in a factory. */
const LITERAL_KEY_CALL =
  /\b(invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|fetchQuery|prefetchQuery|ensureQueryData|getQueryData|setQueryData|setQueriesData|getQueriesData)\(\s*(\{\s*queryKey:\s*)?\[/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Comments may name a key (`['card', id]`) to explain it; only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\x60])\/\/.*$/gm, '$1')
}

/** `file:line: text` for every line of `source` (comments removed) a pattern matches. */
function offendingLines(file: string, source: string, patterns: RegExp[]): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    )
}

/** What the scan finds in the web app's sources, outside the factories (and this test). */
function scanSources(): string[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path)
    if (file.startsWith(FACTORIES)) return []
    return offendingLines(file, readFileSync(path, 'utf8'), [SHARED_KEY_LITERAL, LITERAL_KEY_CALL])
  })
}

describe('shared query keys', () => {
  it('no file outside lib/queries writes a shared resource key or a literal key into a query client call', () => {
    expect(scanSources()).toEqual([])
  })

  it('the scan sees the shapes it forbids and lets comments and other keys pass', () => {
    const flagged = [
      "useQuery({ queryKey: ['card', id], queryFn })",
      "void client.invalidateQueries({ queryKey: ['cards'] })",
      "[['card', cardId], ['pendingTopup', cardId]].map((queryKey) => client.invalidateQueries({ queryKey }))",
      "queryClient.setQueryData(['userState', address], state)",
      "void client.invalidateQueries({ queryKey: ['mailStatus'] })",
      'queryKey: ["userInvitation", address],',
    ]
    for (const line of flagged)
      expect(offendingLines('x.ts', line, [SHARED_KEY_LITERAL, LITERAL_KEY_CALL]), line).toHaveLength(1)
    const passed = [
      "/** ['card', id]: the card's key */",
      "const x = 1 // invalidates ['cards']",
      "useQuery({ queryKey: ['cardImage', cardId], queryFn })",
      'void invalidateCards(client)',
      "const url = 'https://example.com' // ['cards']",
      "function f(state: ServerOptions['userState']) {}",
    ]
    for (const line of passed)
      expect(offendingLines('x.ts', line, [SHARED_KEY_LITERAL, LITERAL_KEY_CALL]), line).toEqual([])
  })
})
