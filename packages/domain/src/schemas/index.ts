// API schemas of API.md as zod 4: one file per area, `routes.ts` ties them to the routes.
export * from './auth'
export * from './common'
export * from './errors'
export * from './public'
export * from './user'
