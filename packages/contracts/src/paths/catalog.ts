// Paths under /wxapi/ of `catalogEndpoints` (catalog.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const categories = 'product/categories';
export const subCategories = 'product/SubCategories';
export const listMulti = 'product/listmulti';
export const productDetail = 'product/ProductDetail';
export const attributes = 'product/Attributes';
export const combo = 'product/combo';
export const hasAttributesById = 'product/HasAttributesById';
export const findByBarcode = 'product/FindByBarcode';
