// The statements module's one door: what the rest of the server may use of it.
export { buildStatement } from './buildStatement'
export { createStatementRenderPool } from './createStatementRenderPool'
export { resolveStatementLanguage } from './resolveStatementLanguage'
