// The public-config module's one door: what the rest of the server may use of it.
export { toPublicConfig } from './toPublicConfig'
