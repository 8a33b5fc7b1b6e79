// The legal module's one door: what the rest of the server may use of it.
export { loadLegalPages } from './loadLegalPages'
