export { adminGuard } from './adminGuard'
export { ADMIN_TOKEN_FILE, resolveAdminToken } from './resolveAdminToken'
