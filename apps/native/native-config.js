// @ts-check
/**
 * The Capacitor configuration of the native wrapper (decision 042), built from the environment a store builds with:
 *   AMBER_APP_ID    the app's bundle / package id (com.example.shop); AMBER_APP_NAME its name on the home screen;
 *   AMBER_SHOP_URL  the store's web address (https) the app opens — the server inlines the store's data into the page
 *                   and answers /wxapi/ there, so the app runs the deployed web app; unset, the app opens the web
 *                   app built into it (webDir), which then needs the same origin for its calls (development only).
 * The user agent gains `AmberShopApp/<iOS|Android>/<version>`, the marker apps/web/src/lib/platform.ts detects
 * (its version is this package's); push notifications and geolocation are the plugins the bridge uses.
 * Plain CommonJS with JSDoc types: the Capacitor CLI requires this file as it is.
 */

const { version } = require('./package.json');

const appIdPattern = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

/** @param {string} url */
function httpsHost(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`AMBER_SHOP_URL must be an https address: ${url}`);
  return parsed.host;
}

/**
 * The part of @capacitor/cli's CapacitorConfig this wrapper sets (written out, so checking it needs no install).
 * @typedef {{
 *   appId: string;
 *   appName: string;
 *   webDir: string;
 *   server?: { url: string; cleartext: boolean; allowNavigation: string[] };
 *   android: { appendUserAgent: string };
 *   ios: { appendUserAgent: string };
 *   plugins: { PushNotifications: { presentationOptions: Array<'badge' | 'sound' | 'alert'> } };
 * }} NativeConfig
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {NativeConfig}
 */
function nativeConfig(env) {
  const appId = env.AMBER_APP_ID || 'com.ambershop.app';
  if (!appIdPattern.test(appId)) throw new Error(`AMBER_APP_ID is not a bundle id: ${appId}`);
  const shopUrl = env.AMBER_SHOP_URL;
  return {
    appId,
    appName: env.AMBER_APP_NAME || 'Amber Shop',
    webDir: '../web/dist',
    ...(shopUrl ? { server: { url: shopUrl, cleartext: false, allowNavigation: [httpsHost(shopUrl)] } } : {}),
    android: { appendUserAgent: `AmberShopApp/Android/${version}` },
    ios: { appendUserAgent: `AmberShopApp/iOS/${version}` },
    plugins: {
      PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    },
  };
}

module.exports = { nativeConfig, appIdPattern };
