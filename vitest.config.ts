import { defineConfig } from 'vitest/config';
import { localeParts } from './apps/web/locale-parts.ts';

export default defineConfig({
  test: {
    // Two cores: each API file opens its own database, so run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        // The web app's catalogues come in parts (apps/web/locale-parts.ts), as in the build.
        plugins: [localeParts()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
<<<<<<< HEAD
            // The mini-program shell: its project files against the platform's schema, its pages on a simulated wx.
            'apps/miniprogram/test/**/*.test.ts',
=======
            'apps/native/*.test.mts',
>>>>>>> 1dca274 (apps/native: the Capacitor 7 wrapper (Node 20) with push, geolocation and app plugins and the AmberShopApp user-agent marker, its configuration checked in npm test; the web bridge talks to its plugins through lib/capacitor-host; README: how a store builds the apps)
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
