import { describe, expect, it } from 'vitest'
import type { Connector } from 'wagmi'
import { describeConnectors } from './describeConnectors'

const connector = (type: string, id: string, name: string) =>
  ({ type, id, name, uid: `${id}-uid` }) as unknown as Connector

describe('describeConnectors', () => {
  it('lists WalletConnect (once the wallet dialog added it) next to announced wallets and the sandbox wallet', () => {
    const listed = describeConnectors(
      [
        connector('mock', 'mock', 'Mock Connector'),
        connector('injected', 'io.example.wallet', 'Example Wallet'),
        connector('injected', 'injected', 'Injected'),
        connector('walletConnect', 'walletConnect', 'WalletConnect'),
      ],
      false,
    )
    expect(listed.map((c) => [c.name, c.kind])).toEqual([
      ['Sandbox wallet', 'sandbox'],
      ['Example Wallet', 'injected'],
      ['WalletConnect', 'walletConnect'],
    ])
  })

  it('without the connector there is no WalletConnect entry', () => {
    const listed = describeConnectors([connector('injected', 'io.example.wallet', 'Example Wallet')], false)
    expect(listed.some((c) => c.kind === 'walletConnect')).toBe(false)
  })
})
