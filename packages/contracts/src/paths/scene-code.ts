// Paths under /wxapi/ of `sceneCodeEndpoints` (customize/scene-codes.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const genWxaCodeScene = 'Store/GenWxaCodeScene';
export const getWxaCodeScene = 'Store/GetWxaCodeScene';
