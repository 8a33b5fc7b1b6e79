import type { Counter, Gauge, Histogram } from 'prom-client'

export type SeriesOptions<Label extends string> = {
  name: string
  help: string
  labelNames?: readonly Label[]
}

/** How a series is added to the app's registry (createMetrics checks the name, `chaincard_` then snake case). */
export type SeriesFactory = {
  counter<Label extends string = never>(options: SeriesOptions<Label>): Counter<Label>
  gauge<Label extends string = never>(
    options: SeriesOptions<Label> & { collect?: (this: Gauge<Label>) => void | Promise<void> },
  ): Gauge<Label>
  histogram<Label extends string = never>(
    options: SeriesOptions<Label> & { buckets?: number[] },
  ): Histogram<Label>
}
