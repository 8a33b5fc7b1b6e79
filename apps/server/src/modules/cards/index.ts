// Cards module: what other modules and flows may call (never its repo/).

export { markCardDetailsShown } from './repo/markCardDetailsShown'
