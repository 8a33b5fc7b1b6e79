export { type NftCollection, resolveNftCollection } from '../../runtime/nftCollection'
export { isNftHolder, NftCheckError } from './isNftHolder'
export { CARD_PRODUCT_PROGRAMS, listCardProducts, programOfProduct } from './listCardProducts'
