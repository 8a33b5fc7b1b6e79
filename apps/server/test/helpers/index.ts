// Test helpers for every server module: a real app on a fresh database and a real chain, and sign-in.

export { deploySmartWallet } from '@chaincard/devchain'
export { testAccount } from './accounts'
export { countSessions } from './countSessions'
export { type CreateTestAppParameters, createTestApp, type TestApp } from './createTestApp'
export {
  buildSiweMessage,
  preAuthCookie,
  requestNonce,
  type SignInResult,
  signIn,
  type TestSigner,
} from './signIn'
export { type ForkingRpcProxy, startForkingRpcProxy } from './startForkingRpcProxy'
export { type ServerProcess, startServerProcess } from './startServerProcess'
export { type SlowRpcProxy, startSlowRpcProxy } from './startSlowRpcProxy'
export { deployTestSandbox, startTestChain, type TestChain, testMnemonic } from './testChain'
export { createTestClock, type TestClock } from './testClock'
export { testConfig } from './testConfig'
export { createTestDatabase, type TestDatabase } from './testDatabase'
