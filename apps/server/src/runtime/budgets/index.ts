export { requireBudget, spendBudget } from './spendBudget'
