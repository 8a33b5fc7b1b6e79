export { isNftHolder, NftCheckError } from './isNftHolder'
export { CARD_PRODUCT_PROGRAMS, listCardProducts, programOfProduct } from './listCardProducts'
export { type NftCollection, resolveNftCollection } from './nftCollection'
