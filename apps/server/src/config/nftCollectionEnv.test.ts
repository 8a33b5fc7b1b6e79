import { describe, expect, it } from 'vitest'
import { readNftCollection } from './nftCollectionEnv'

const nft = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const read = (env: Record<string, string>, mode: 'sandbox' | 'production' = 'production') =>
  readNftCollection({ env, mode, enabledChainIds: [1, 137] })

describe('readNftCollection', () => {
  it('is absent when no NFT_COLLECTION_<id> is set (or only empty ones)', () => {
    expect(read({})).toEqual({ problems: [] })
    expect(read({ NFT_COLLECTION_137: '  ' })).toEqual({ problems: [] })
  })

  it('reads the collection of an enabled chain, checksummed', () => {
    expect(read({ NFT_COLLECTION_137: nft.toLowerCase() })).toEqual({
      value: { chainId: 137, address: nft },
      problems: [],
    })
  })

  it.each([
    [{ NFT_COLLECTION_10: nft }, /^NFT_COLLECTION_10: chain 10 is not enabled \(set RPC_URL_10\)$/],
    [{ NFT_COLLECTION_137: '0x1234' }, /^NFT_COLLECTION_137: must be an address/],
    [{ NFT_COLLECTION_137: nft.replace('5FC8', '5fC8') }, /^NFT_COLLECTION_137: must be an address/],
    [{ NFT_COLLECTION_1: nft, NFT_COLLECTION_137: nft }, /set one NFT collection only$/],
  ])('refuses %j', (env, problem) => {
    const result = read(env)
    expect(result.value).toBeUndefined()
    expect(result.problems).toEqual([expect.stringMatching(problem)])
  })

  it('is refused in sandbox, which uses the collection it deploys', () => {
    expect(read({ NFT_COLLECTION_137: nft }, 'sandbox').problems).toEqual([
      'NFT_COLLECTION_137: production only (the sandbox uses the collection it deploys)',
    ])
  })
})
