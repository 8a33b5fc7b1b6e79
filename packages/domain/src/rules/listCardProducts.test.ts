import { describe, expect, it } from 'vitest'
import { PRODUCT_ID_BUSINESS, PRODUCT_ID_CLASSIC, PRODUCT_ID_NFT } from '../constants/products'
import { listCardProducts, programOfProduct } from './listCardProducts'

describe('listCardProducts', () => {
  it('offers classic and business to everyone, nft only to holders of the collection', () => {
    expect(listCardProducts({ nftHolder: false }).map((p) => [p.id, p.program])).toEqual([
      [PRODUCT_ID_CLASSIC, 'classic'],
      [PRODUCT_ID_BUSINESS, 'business'],
    ])
    expect(listCardProducts({ nftHolder: true }).map((p) => p.program)).toEqual([
      'classic',
      'business',
      'nft',
    ])
  })

  it('gives each product its own copy of the program text', () => {
    const [a] = listCardProducts({ nftHolder: false })
    const [b] = listCardProducts({ nftHolder: false })
    a!.feature.push('changed')
    expect(b!.feature).not.toContain('changed')
  })

  it('knows the program of each product id, and none of an unknown one', () => {
    expect(programOfProduct(PRODUCT_ID_NFT)).toBe('nft')
    expect(programOfProduct('toString')).toBeUndefined()
    expect(programOfProduct('nope')).toBeUndefined()
  })
})
