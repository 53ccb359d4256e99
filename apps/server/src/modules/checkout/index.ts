// The public face of the checkout module: what other modules use of it (DESIGN §2). Its inner files stay private.
// Refusing a pay method the store does not offer.
export { requirePayMethod } from './pay-options.ts';
