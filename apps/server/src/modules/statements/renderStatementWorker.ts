import { getPriority } from 'node:os'
import { threadId } from 'node:worker_threads'
import type { StatementLanguage } from '@chaincard/domain'
// First: the thread lowers its priority before anything else of the render loads.
import './lowerThreadPriority'
import { type RenderStatementParameters, renderStatementPdf } from './renderStatementPdf'
import { type CsvLine, renderStatementCsv } from './statementCsv'
import { STATEMENT_TEXTS } from './statementTexts'

/** What a statement render is given: plain data (bigints and dates survive the copy to the worker). */
export type StatementRenderTask =
  | { format: 'pdf'; parameters: RenderStatementParameters }
  | { format: 'csv'; lang: StatementLanguage; tz: string; lines: readonly CsvLine[] }

/** The rendered statement, and the thread that rendered it (never 0, the main thread, in the pool). */
export type StatementRenderResult = {
  body: Uint8Array | string
  threadId: number
  /** The rendering thread's nice value when it answered. */
  nice: number
}

/**
 * A statement render in a worker thread of the statement pool (`createStatementRenderPool`): a Japanese PDF
 * takes the CPU for a long while, and the main thread answers the card network's authorizations.
 */
export default async function renderStatementTask(task: StatementRenderTask): Promise<StatementRenderResult> {
  const body =
    task.format === 'pdf'
      ? await renderStatementPdf(task.parameters)
      : renderStatementCsv({ texts: STATEMENT_TEXTS[task.lang], tz: task.tz, lines: task.lines })
  return { body, threadId, nice: getPriority() }
}
