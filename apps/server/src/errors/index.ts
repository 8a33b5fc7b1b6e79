export { AppError } from './AppError'

export { errorHandler, notFoundHandler } from './errorHandler'
export { frameworkErrorHandler } from './frameworkErrorHandler'
