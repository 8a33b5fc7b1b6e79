export { AppError, type AppErrorOptions, isAppError } from './AppError'
export { defaultMessage, type ErrorBody, type ErrorCode, errorPhrase, errorStatus } from './codes'
export { errorHandler, notFoundHandler } from './errorHandler'
export { toAppError } from './toAppError'
