export { adminGuard } from '../../plugins/adminGuard'
export { ADMIN_TOKEN_FILE, resolveAdminToken } from '../../plugins/resolveAdminToken'
