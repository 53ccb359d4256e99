// The service area's public face: the device registration the app runs at start. Its pages (customer service,
// terms) are reached through the route table.
export { sendDeviceInfo } from './api/device-info.ts';
export { refreshDeviceToken } from './state/device-token.ts';
