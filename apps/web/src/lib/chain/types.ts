import type { Account, Address, Chain, PublicClient, Transport, WalletClient } from 'viem'

/** A wallet client that can sign on a known chain: wagmi's connector client in the browser, a local account in Node. */
export type PaymentWalletClient = WalletClient<Transport, Chain, Account>

/** Reads (balances, allowances, receipts) go through the chain's RPC from the app config. */
export type ChainReader = PublicClient<Transport, Chain>

/** A token the user can pay with: the chain's native coin or an ERC-20. */
export type PayToken = { address: Address; isNative: boolean; decimals: number; symbol: string }
