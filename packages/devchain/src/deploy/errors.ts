export class ManifestNotFoundError extends Error {
  override readonly name = 'ManifestNotFoundError'
  readonly shortMessage: string
  readonly path: string
  constructor(path: string, options: { cause?: unknown } = {}) {
    const shortMessage = `No sandbox manifest at ${path}`
    super(`${shortMessage}: start the sandbox chain first (npm start -w @chaincard/devchain)`, options)
    this.shortMessage = shortMessage
    this.path = path
  }
}

export class InvalidManifestError extends Error {
  override readonly name = 'InvalidManifestError'
  readonly shortMessage: string
  readonly path: string
  constructor(path: string, details: string, options: { cause?: unknown } = {}) {
    const shortMessage = `Invalid sandbox manifest at ${path}`
    super(`${shortMessage}: ${details}`, options)
    this.shortMessage = shortMessage
    this.path = path
  }
}

export class DeploySandboxError extends Error {
  override readonly name = 'DeploySandboxError'
  readonly shortMessage: string
  constructor(shortMessage: string, options: { cause?: unknown } = {}) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}
