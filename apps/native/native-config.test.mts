import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nativeAppVersion } from '../web/src/lib/client-capabilities.ts';
import { detectPlatform } from '../web/src/lib/platform.ts';

const require = createRequire(import.meta.url);
const { nativeConfig } = require('./native-config.js') as typeof import('./native-config.js');
const pkg = require('./package.json') as { version: string; dependencies: Record<string, string> };

/**
 * The part of Capacitor's configuration (CapacitorConfig of @capacitor/cli 7) the wrapper relies on, as a schema:
 * a wrong value here is an app that will not build or will not be recognised by the web app.
 */
const configSchema = z.strictObject({
  appId: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/),
  appName: z.string().min(1).max(30),
  webDir: z.literal('../web/dist'),
  server: z
    .strictObject({
      url: z.url({ protocol: /^https$/ }),
      cleartext: z.literal(false),
      allowNavigation: z.array(z.string().min(1)).length(1),
    })
    .optional(),
  android: z.strictObject({ appendUserAgent: z.string().regex(/^AmberShopApp\/Android\/\d+\.\d+\.\d+$/) }),
  ios: z.strictObject({ appendUserAgent: z.string().regex(/^AmberShopApp\/iOS\/\d+\.\d+\.\d+$/) }),
  plugins: z.strictObject({
    PushNotifications: z.strictObject({
      presentationOptions: z.array(z.enum(['badge', 'sound', 'alert'])).min(1),
    }),
  }),
});

const webView =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile';

describe('the native wrapper’s Capacitor configuration', () => {
  it('is valid as the store builds it by default, and as capacitor.config.js gives it', () => {
    const config = nativeConfig({});
    expect(configSchema.parse(config)).toEqual(config);
    expect(require('./capacitor.config.js')).toEqual(nativeConfig(process.env));
    expect(resolve(import.meta.dirname, config.webDir)).toBe(resolve(import.meta.dirname, '../web/dist'));
  });

  it('opens the store’s https address when given one, and refuses anything else', () => {
    const config = nativeConfig({
      AMBER_SHOP_URL: 'https://tea.example.com/',
      AMBER_APP_ID: 'com.example.tea',
      AMBER_APP_NAME: 'Tea Time',
    });
    expect(configSchema.parse(config)).toMatchObject({
      appId: 'com.example.tea',
      appName: 'Tea Time',
      server: { url: 'https://tea.example.com/', allowNavigation: ['tea.example.com'] },
    });
    expect(() => nativeConfig({ AMBER_SHOP_URL: 'http://tea.example.com' })).toThrow(/https/);
    expect(() => nativeConfig({ AMBER_APP_ID: 'tea' })).toThrow(/bundle id/);
  });

  it('marks the user agent the way the web app detects the native platform, with this version', () => {
    const config = nativeConfig({});
    const android = detectPlatform({ userAgent: `${webView} ${config.android.appendUserAgent}` });
    const ios = detectPlatform({ userAgent: `Mozilla/5.0 (iPhone) ${config.ios.appendUserAgent}` });
    expect(android).toEqual({ kind: 'native', os: 'android', deviceType: 2 });
    expect(ios).toEqual({ kind: 'native', os: 'ios', deviceType: 1 });
    expect(nativeAppVersion(`${webView} ${config.android.appendUserAgent}`)).toBe(pkg.version);
  });

  it('carries the plugins the bridge calls, at Capacitor 7 (Node 20)', () => {
    for (const plugin of ['core', 'android', 'ios', 'push-notifications', 'geolocation', 'app']) {
      expect(pkg.dependencies[`@capacitor/${plugin}`], plugin).toMatch(/^\^7\./);
    }
  });
});
