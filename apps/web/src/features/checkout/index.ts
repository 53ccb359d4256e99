// The checkout area's public face: the start-up step that warms the settlement's pay info. Its pages (settlement,
// receipt) are reached through the route table.
export { loadDefaultPayCode } from './state/default-pay-code.ts';
