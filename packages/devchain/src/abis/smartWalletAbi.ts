/** SmartWallet: EIP-1271 `isValidSignature` returns 0x1626ba7e for the owner's signature of `hash`. */
export const smartWalletAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

export const EIP1271_MAGIC_VALUE = '0x1626ba7e'
