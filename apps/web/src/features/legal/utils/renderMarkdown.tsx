import { Children, type ReactNode } from 'react'

/**
 * A legal page's Markdown as React elements, from a restricted subset: headings, paragraphs (a line break stays
 * one, for addresses), bulleted and numbered lists, **bold**, *italic*, `code` and [links](https://...). Everything
 * is text: HTML in the source shows as written (React escapes it), and a link is a link only to http(s), mailto
 * or a path of this site, never `javascript:` or `data:`. The page's own `# title` becomes its h1; deeper
 * headings keep their level.
 */
export function renderMarkdown(markdown: string): { title: string | null; body: ReactNode[] } {
  const blocks = toBlocks(markdown)
  let title: string | null = null
  const first = blocks[0]
  if (first?.kind === 'heading' && first.level === 1) {
    title = first.text
    blocks.shift()
  }
  return { title, body: Children.toArray(blocks.map(renderBlock)) }
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/

function toBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] | null = null
  let list: Extract<Block, { kind: 'list' }> | null = null
  const close = () => {
    paragraph = null
    list = null
  }
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      close()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      close()
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = bullet ?? numbered
    if (item) {
      const ordered = numbered !== null
      const current: Extract<Block, { kind: 'list' }> | null = list
      if (current === null || current.ordered !== ordered) {
        paragraph = null
        const fresh: Extract<Block, { kind: 'list' }> = { kind: 'list', ordered, items: [] }
        list = fresh
        blocks.push(fresh)
        fresh.items.push(item[1]!)
      } else current.items.push(item[1]!)
      continue
    }
    const openList: Extract<Block, { kind: 'list' }> | null = list
    if (openList !== null && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      const last = openList.items.length - 1
      openList.items[last] = `${openList.items[last]} ${line.trim()}`
      continue
    }
    list = null
    const open: string[] | null = paragraph
    if (open === null) {
      const fresh = [line.trim()]
      paragraph = fresh
      blocks.push({ kind: 'paragraph', lines: fresh })
    } else open.push(line.trim())
  }
  return blocks
}

const headingTags = ['h2', 'h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

function renderBlock(block: Block): ReactNode {
  if (block.kind === 'heading') {
    const Tag = headingTags[block.level] ?? 'h6'
    return (
      <Tag className={Tag === 'h2' ? 'mt-6 text-xl font-semibold' : 'mt-4 text-lg font-semibold'}>
        {renderInline(block.text)}
      </Tag>
    )
  }
  if (block.kind === 'list') {
    const items = block.items.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text rendered once; an item's position is its identity.
      <li key={index}>{renderInline(item)}</li>
    ))
    return block.ordered ? (
      <ol className="list-decimal space-y-1 pl-6">{items}</ol>
    ) : (
      <ul className="list-disc space-y-1 pl-6">{items}</ul>
    )
  }
  return <p className="whitespace-pre-line">{renderInline(block.lines.join('\n'))}</p>
}

/** `**bold**`, `*italic*` / `_italic_` (not inside a word: `snake_case`), `` `code` `` and `[text](url)`; anything else is text. */
const INLINE =
  /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|(?<!\w)\*[^*\s](?:[^*]*[^*\s])?\*(?!\w)|(?<!\w)_[^_\s](?:[^_]*[^_\s])?_(?!\w))/

/** http(s) and mailto URLs, and paths of this site (`/legal/privacy`, never `//host`). */
function isSafeHref(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url) || /^\/(?!\/)/.test(url)
}

function renderInline(text: string): ReactNode {
  const parts = text.split(INLINE).filter((part) => part !== '')
  return Children.toArray(parts.map(renderPart))
}

function renderPart(part: string): ReactNode {
  {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return <code className="rounded bg-slate-800 px-1">{part.slice(1, -1)}</code>
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
    if (link) {
      const [, label, url] = link as unknown as [string, string, string]
      if (!isSafeHref(url)) return <span>{label}</span>
      const external = !url.startsWith('/')
      return (
        <a
          href={url}
          className="text-indigo-300 underline"
          {...(external && !url.startsWith('mailto:') ? { target: '_blank', rel: 'noreferrer' } : {})}
        >
          {label}
        </a>
      )
    }
    if ((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_')))
      if (part.length > 2) return <em>{part.slice(1, -1)}</em>
    return <span>{part}</span>
  }
}
