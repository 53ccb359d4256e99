// Paths under /wxapi/ of `marketingEndpoints` (marketing.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadSetMenus = 'GroupMeal/LoadSetMenus';
export const book = 'GroupMeal/Book';
export const myBookings = 'GroupMeal/MyBookings';
export const cancel = 'GroupMeal/Cancel';
