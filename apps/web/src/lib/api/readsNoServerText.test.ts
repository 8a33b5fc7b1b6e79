import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  API_ERROR_PHRASE,
  DISPUTE_REFUSAL_MESSAGES,
  ENROLLMENT_REFUSALS,
  enrollmentRefusalMessage,
  walletTokenRefusalMessage,
} from '@chaincard/domain'
import { describe, expect, it } from 'vitest'

const webSource = join(__dirname, '../..')
const serverSource = join(__dirname, '../../../../server/src')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, keep)
    return keep(entry.name) ? [path] : []
  })
}

/** The sentences the server answers refusals with: its AppError literals and the domain's refusal texts. */
function serverSentences(): string[] {
  const literals = filesUnder(
    serverSource,
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  ).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/new AppError\(\s*'\w+',\s*'([^']+)'/g)].map(
      (match) => match[1]!,
    ),
  )
  const domain = [
    ...(Object.values(API_ERROR_PHRASE) as (string | null)[]).filter(
      (phrase): phrase is string => phrase !== null,
    ),
    ...Object.values(DISPUTE_REFUSAL_MESSAGES),
    ...ENROLLMENT_REFUSALS.map((refusal) => enrollmentRefusalMessage(refusal)),
    walletTokenRefusalMessage({ kind: 'unlock_first' }),
    walletTokenRefusalMessage({ kind: 'in_status', status: 'active' }),
  ]
  // Each sentence, and what follows its family prefix ("invalid action: the purchase ..." -> "the purchase ...").
  const texts = [...literals, ...domain].flatMap((text) => [text, text.replace(/^[a-z -]+: /, '')])
  // A single word ("unauthorized", "disabled") is a code's name or an HTML attribute, not a sentence.
  return [...new Set(texts.map((text) => text.toLowerCase()).filter((text) => text.includes(' ')))]
}

/** Words the web app uses for its own errors, which a server sentence happens to share. */
const OWN_WORDS = new Set(['lib/chain/errors.ts: "transaction reverted"'])

/** What code matches text against: `.includes('...')`, `.startsWith`, `.indexOf`, a regular expression's words. */
function matchedFragments(source: string): string[] {
  const calls = [...source.matchAll(/\.(?:includes|startsWith|endsWith|indexOf)\(\s*['"`]([^'"`]+)['"`]/g)]
  const patterns = [...source.matchAll(/\/((?:[^/\\\n]|\\.)+)\/[gimsuy]*\.(?:test|exec)\(/g)]
  return [...calls, ...patterns]
    .map((match) => match[1]!.toLowerCase().replace(/\\b|\^|\$/g, ''))
    .filter((fragment) => fragment.trim().length >= 4)
}

/** The source without its comments (a comment may quote the server; code may not). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1')
}

/** The string literals of a source file (quotes and template text), lower case. */
function stringLiterals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase(),
  )
}

describe('the web app reacts to codes and details, never to the server’s sentences', () => {
  const sentences = serverSentences()

  it('knows the server’s sentences (the check below has something to find)', () => {
    expect(sentences).toContain('invalid action')
    expect(sentences).toContain('the purchase was refunded in full')
    expect(sentences.length).toBeGreaterThan(50)
    // The check finds a sentence in a string literal, and not in a comment.
    const sample = `// reacts to 'x'\nif (message.includes('the purchase was refunded in full')) {}`
    expect(stringLiterals(sample).some((literal) => sentences.some((text) => literal.includes(text)))).toBe(
      true,
    )
    expect(stringLiterals('// the purchase was refunded in full')).toEqual([])
  })

  it('no web source file holds one in a string', () => {
    const files = filesUnder(
      webSource,
      (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'),
    ).filter((file) => !/\/(test|testing)\//.test(file))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) => {
      const source = withoutComments(readFileSync(file, 'utf8'))
      const literals = stringLiterals(source)
      // A literal holding a sentence, or a fragment of one that code matches text against ("not available").
      const fragments = matchedFragments(source)
      return sentences
        .filter(
          (text) =>
            literals.some((literal) => literal.includes(text)) ||
            fragments.some((fragment) => text.includes(fragment.trim())),
        )
        .map((text) => `${relative(webSource, file)}: "${text}"`)
        .filter((hit) => !OWN_WORDS.has(hit))
    })
    expect(found).toEqual([])
  })
})
