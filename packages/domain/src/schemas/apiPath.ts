// Builds a concrete request path from a route's fastify-style path: `/api/card/:id` + { id } -> `/api/card/<id>`.

/** Names of the `:name` segments of a path. */
export type ApiPathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ApiPathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

export type ApiPathParams<Path extends string> = { [Name in ApiPathParamNames<Path>]: string }

export type MissingPathParamErrorType = MissingPathParamError

export class MissingPathParamError extends Error {
  override readonly name = 'MissingPathParamError'
  readonly shortMessage: string

  constructor({ path, param, cause }: { path: string; param: string; cause?: unknown }) {
    const shortMessage = `path parameter "${param}" of ${path} is missing or empty`
    super(shortMessage, { cause })
    this.shortMessage = shortMessage
  }
}

/** Substitutes each `:name` with its URL-encoded value; throws `MissingPathParamError` for a missing one. */
export function apiPath<Path extends string>(path: Path, params: ApiPathParams<Path>): string {
  const values: Record<string, string | undefined> = params
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_segment, name: string) => {
    const value = values[name]
    if (value === undefined || value === '') throw new MissingPathParamError({ path, param: name })
    return encodeURIComponent(value)
  })
}
