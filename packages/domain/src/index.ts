// Public surface of @chaincard/domain: pure rules, constants, money, formatting and API schemas.
// Each area keeps its own barrel; nothing in this package performs I/O.
export * from './abis'
export * from './constants'
export * from './format'
export * from './money'
export * from './reserves'
export * from './rules'
export * from './schemas'
