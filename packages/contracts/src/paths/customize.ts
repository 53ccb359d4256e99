// Paths under /wxapi/ of `customizeEndpoints` (customize/custom-pages.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const readDefinePageStructure = 'Customize/ReadDefinePageStructure';
export const definePageList = 'Customize/DefinePageList';
