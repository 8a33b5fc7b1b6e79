export { type LoggerOptionsParameters, loggerOptions } from './loggerOptions'
export { redactPaths } from './redactPaths'
