// The order area's public face: the key root to refresh once an order is placed. Its pages are reached through
// the route table.
export { orderKeys } from './api/order-keys.ts';
