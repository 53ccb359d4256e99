import { storageKey } from './storage.ts';

/**
 * Values the app keeps between visits that travel in the client headers or come from the launch address.
 * Keys under `store.` belong to the current store and are dropped when the store changes; `prefs.` stay.
 */
export const clientKeys = {
  /** Overrides the store's own mode in x-store-mode (table pay or address QR after a launch). */
  storeMode: storageKey<string>('store.mode'),
  tableNo: storageKey<string>('store.tableNo'),
  addressQrCode: storageKey<string>('store.qrc'),
  /** A guider's id from the launch address; the partner area turns it into the guider cookie (decision 081). */
  guiderId: storageKey<string>('store.guiderId'),
  /** The value of Product/GetGuiderCookiesInfo, sent as x-guider-cookie. */
  guiderCookie: storageKey<string>('store.guiderCookie'),
  /** Who invited this shopper, sent as x-inviter-uid. */
  inviterUid: storageKey<number>('prefs.inviterUid'),
  /** The native wrapper's push token as last reported. */
  deviceToken: storageKey<string>('prefs.deviceToken'),
} as const;

/** Values of x-store-mode set by the launch rules (SPEC §2, §4). */
export const launchStoreModes = { tablePay: 'TablePay', addressQr: 'AddressQRCode' } as const;

/** SPEC §9. */
export const appVersion = '2024.06.14';
