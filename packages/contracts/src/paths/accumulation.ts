// Paths under /wxapi/ of `accumulationEndpoints` (points/accumulation.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const load = 'Accumulation/Load';
