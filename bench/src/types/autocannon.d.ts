// The part of autocannon 8's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    duration: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    method?: string
    pipelining?: number
    timeout?: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
