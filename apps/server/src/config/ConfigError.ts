/** Thrown when the environment does not describe a runnable server; lists every problem at once. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly shortMessage: string
  readonly problems: readonly string[]

  constructor(problems: readonly string[], options?: { cause?: unknown }) {
    const shortMessage = `invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'})`
    super(`${shortMessage}:\n${problems.map((p) => `  - ${p}`).join('\n')}`, options)
    this.shortMessage = shortMessage
    this.problems = problems
  }
}
