// Access: the checks every route and service makes before it touches a card or acts for a person. Every id is
// checked against its owner (findOwnedCard / requireOwnedCard: 404 for another's card, as for none), and the
// person's state (getUserState: normal, frozen, blacklist) gates what they may do; ensureUser makes the users row
// of an address at sign-in.

export { findOwnedCard } from './findOwnedCard'
export { getUserState } from './getUserState'
export { requireOwnedCard } from './requireOwnedCard'
