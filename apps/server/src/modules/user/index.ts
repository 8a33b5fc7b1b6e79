// The user module's one door: what the rest of the server may use of it.
export { getUserState } from './getUserState'
