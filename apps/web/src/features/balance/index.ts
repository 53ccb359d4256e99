// The balance area's public face: what the app layer uses of it. Its pages are reached through the route table.
export { forgetPayCodeDevice } from './state/pay-code-storage.ts';
