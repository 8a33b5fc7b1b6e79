// Withdrawing a card's balance to the owner's wallet: the money side (under the card's lock), the terms, the
// operators' payout (verified on chain) and failure (the money back once), and the sandbox's own payer.
export { failWithdrawal } from './failWithdrawal'
export { getWithdrawalTerms } from './getWithdrawalTerms'
export { payWithdrawal } from './payWithdrawal'
export { listCardWithdrawals, listWithdrawalsForOperators } from './repo/readWithdrawals'
export { requestWithdrawalInTx } from './requestWithdrawalInTx'
export { createSandboxPayoutJob } from './sandboxPayoutJob'
export { toAdminWithdrawal, toWithdrawal } from './toWithdrawal'
