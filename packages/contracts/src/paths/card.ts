// Paths under /wxapi/ of `cardEndpoints` (card.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadCardProducts = 'Card/LoadCardProducts';
export const cardProductDetail = 'Card/CardProductDetail';
export const buyCard = 'Card/BuyCard';
export const cardOrderDetail = 'Card/CardOrderDetail';
export const myCards = 'Card/MyCards';
export const cardDetails = 'Card/CardDetails';
export const cardRecords = 'Card/CardRecords';
export const bindPrepaidCard = 'Card/BindPrepaidCard';
export const prepaidCardRecharge = 'Card/PrepaidCardRecharge';
export const transferPrepaidCard = 'Card/TransferPrepaidCard';
export const privilegeCardProducts = 'Card/PrivilegeCardProducts';
export const privilegeCardDetails = 'Card/PrivilegeCardDetails';
export const promotionCardDetails = 'Card/PromotionCardDetails';
