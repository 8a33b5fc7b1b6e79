import { AppError } from '../errors'

/** 400 for text holding a NUL character (U+0000), naming where it is. */
export function nulRefusal(where: string): AppError {
  return new AppError('validation_failed', `${where}: must not contain a NUL character (U+0000)`)
}
