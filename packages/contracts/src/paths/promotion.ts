// Paths under /wxapi/ of `promotionEndpoints` (marketing.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadPromotionDiscountList = 'ProductPromotions/LoadPromotionDiscountList';
