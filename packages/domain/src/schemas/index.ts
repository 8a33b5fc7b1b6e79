// API schemas of API.md as zod 4: one file per area; `routes.ts` ties them to the routes.
// Request schemas (`...Body`, `...Query`, `...Params`, `...Input`) may normalise; response schemas only
// validate, so the server can serialise with `z.encode`. See common.ts for the id and money formats.
export * from './admin'
export * from './apiPath'
export * from './apiSchemas'
export * from './auth'
export * from './cardList'
export * from './cards'
export * from './common'
export * from './errors'
export * from './orders'
export * from './payments'
export * from './public'
export * from './rewards'
export * from './routes'
export * from './sandbox'
export * from './transactions'
export * from './user'
