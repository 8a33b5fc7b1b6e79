export { type BudgetParameters, type BudgetSpend, requireBudget, spendBudget } from './spendBudget'
