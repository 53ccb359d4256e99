import { defineConfig } from 'vitest/config';
import { localeParts } from './apps/web/locale-parts.ts';
import { testingWithPreact } from './apps/web/react-as-preact.ts';

export default defineConfig({
  test: {
    // Two cores: each API file opens its own database, so run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        // The web app's catalogues come in parts (apps/web/locale-parts.ts), as in the build.
        plugins: [localeParts()],
        // The web app's components run on Preact, as in the build (apps/web/react-as-preact.ts).
        resolve: { alias: testingWithPreact.aliases },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
            // The mini-program shell: its project files against the platform's schema, its pages on a simulated wx.
            'apps/miniprogram/test/**/*.test.ts',
            // The native wrapper: its Capacitor configuration against the schema it relies on.
            'apps/native/*.test.mts',
          ],
          environment: 'node',
          server: { deps: { inline: testingWithPreact.inline } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // The migrated databases every test file copies (a PGlite dump, a PostgreSQL template).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // One module graph per worker for all its files (5 min against 11 for the suite): the server keeps no
          // state in its modules, each test builds its own app, database and clock.
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
