export { getFreePort } from '@chaincard/devchain'
