// Paths under /wxapi/ of `termsEndpoints` (service/terms.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const termsList = 'customize/TermsList';
export const terms = 'customize/Terms';
