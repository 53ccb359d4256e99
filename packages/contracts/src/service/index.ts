// The service area: the store's terms documents and the native app's device registration.
export * from './devices.ts';
export * from './terms.ts';
