export { loggerOptions } from './loggerOptions'
export { PrettyLogController } from './PrettyLogController'

export { redactUrls } from './redactUrls'
export { routeConsoleToLogger } from './routeConsoleToLogger'
