import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../errors'
import { isUtcDay, utcDayOf } from '../modules/issuer'

/** How many kept days the list answers. */
const LISTED_DAYS = 100

const DayBody = z.strictObject({
  date: z.string().refine(isUtcDay, 'must be a day, YYYY-MM-DD'),
})

/** One operator check of the issuer's books that runs for a UTC day and keeps its result per day. */
export type AdminDayRoutesSpec<Row, View> = {
  /** `/issuer/settlement`: POST `{ date }` runs that day now and answers `{ [one]: view }`. */
  runPath: string
  /** `/issuer/settlements`: GET answers `{ [many]: view[] }`, newest day first. */
  listPath: string
  one: string
  many: string
  runSummary: string
  listSummary: string
  view: z.ZodType<View>
  toView: (row: Row) => View
  now: () => Date
  run: (day: string) => Promise<Row>
  list: (limit: number) => Promise<Row[]>
}

/**
 * The operator routes of a daily check of the issuer's books (the reconciliation, the settlement), relative to
 * /api/admin: run one UTC day now (up to today; a future day is 400) and answer its kept result, or list the kept
 * results, newest day first. Registered inside the admin scope (its guard, its record of each run).
 */
export function adminDayRoutes<Row, View>(spec: AdminDayRoutesSpec<Row, View>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin']
    app.post(
      spec.runPath,
      {
        schema: {
          tags,
          summary: spec.runSummary,
          body: DayBody,
          response: { 200: z.object({ [spec.one]: spec.view }) },
        },
      },
      async (request) => {
        if (request.body.date > utcDayOf(spec.now()))
          throw new AppError('validation_failed', 'date: must not be in the future')
        return { [spec.one]: spec.toView(await spec.run(request.body.date)) }
      },
    )
    app.get(
      spec.listPath,
      {
        schema: {
          tags,
          summary: spec.listSummary,
          response: { 200: z.object({ [spec.many]: z.array(spec.view).max(LISTED_DAYS) }) },
        },
      },
      async () => ({ [spec.many]: (await spec.list(LISTED_DAYS)).map(spec.toView) }),
    )
  }
}
