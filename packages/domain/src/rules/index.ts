// Rules of SPEC sections 4-6 as pure functions and data.
export { type GetDisplayStateParameters, getDisplayState } from './getDisplayState'
export { type CardGroups, type GroupableCard, groupCards } from './groupCards'
