// Users: the users row of an address (created at sign-in), its state. Other modules go through here, never its repo/.
export { ensureUser } from './repo/ensureUser'
