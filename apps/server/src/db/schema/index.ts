// Barrel of every Drizzle table. Each area adds its own file here (one line each) next to its migration.
export * from './auth'
export * from './cards'
export * from './invitations'
export * from './issuer'
export * from './ledger'
export * from './membership'
export * from './rateLimits'
export * from './rewards'
