// Cards module: what other modules and flows may call (never its repo/).

export { recordCardReveal } from './recordCardReveal'
export { markCardDetailsShown } from './repo/markCardDetailsShown'
export { requireFirstShowing, requireReveal } from './requireCardDetailsAccess'
