// Paths under /wxapi/ of `tableEndpoints` (table.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const queryTableByWxCode = 'table/QueryTableByWxCode';
export const joinCoopCart = 'CoopCart/JoinCoopCart';
export const myCoopCart = 'CoopCart/MyCoopCart';
export const addCoopCartItem = 'CoopCart/AddCoopCartItem';
export const setCoopCartItem = 'CoopCart/SetCoopCartItem';
export const completeCoopCart = 'CoopCart/CompleteCoopCart';
