/** The no-return ERC-20 interface of mainnet USDT lives in @chaincard/domain (the web app sends with it too). */
export { erc20NoReturnAbi } from '@chaincard/domain'

import { erc20NoReturnAbi } from '@chaincard/domain'

/** Alias kept for callers that spell it as a type-like name. */
export const Erc20NoReturnAbi = erc20NoReturnAbi
