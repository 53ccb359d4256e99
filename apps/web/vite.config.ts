import prefresh from '@prefresh/vite';
import { defineConfig, type Plugin } from 'vite';
import { localeParts } from './locale-parts.ts';
import { reactAsPreact } from './react-as-preact.ts';
import { catalogChunk } from './route-chunks.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Each build's id, baked into the bundle and written to dist/version.json: an open app that reads another id there
 * knows a new deployment is out and offers to restart into it (app/system-prompts.ts, decision 042).
 */
const buildId = process.env.WEB_BUILD_ID ?? Date.now().toString(36);

function buildStamp(): Plugin {
  return {
    name: 'build-stamp',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ build: buildId }) });
    },
  };
}

// Awaited here: its types promise a promise of plugins, which Vite accepts but a plugin list's type does not.
const hotPreact = await prefresh();

export default defineConfig({
  base: '/',
  // Preact under React's API (react-as-preact.ts): JSX compiles to Preact's runtime, and prefresh keeps the
  // components' state across edits under `npm run dev`.
  plugins: [hotPreact, localeParts(), buildStamp()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: reactAsPreact },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/size-budget.mjs reads the manifest to measure the home route's first load.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      // TanStack Query marks its hooks "use client" for React Server Components, which a client bundle has no use
      // for (plugin-react silenced the same notice).
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      // The contracts' endpoint paths are constants every api file reads (decision 050): inlined where used, not
      // made small shared chunks (home route 71.2 → 70.6 KiB, 210 → 199 scripts).
      optimization: { inlineConst: true },
      output: {
        // Preact and TanStack Query in one chunk; the shared ui components three or more chunks use in another.
        // Left to itself Rolldown split what pages share into dozens of tiny chunks (the category page asked for 29
        // scripts and 12 style sheets after the entry): with them, 19 and 6, and Lighthouse category 82 → 88,
        // product detail 88 → 90 for +1 KiB on the home route (decision 038's addendum). Decision 062: the entry's
        // own modules in one `boot` chunk (8 scripts → 3 with React's and the facade), and the catalogue's pages'
        // code in a `catalog` and a `common` chunk (route-chunks.ts): the category page 19 scripts and 6 style sheets
        // after the entry → 4 and 2.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](preact|@tanstack)[\\/]/,
              priority: 20,
            },
            {
              name: 'boot',
              tags: ['$initial'],
              test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]/,
              priority: 15,
            },
            { name: 'shared', test: /apps[\\/]web[\\/]src[\\/]ui[\\/]/, minShareCount: 3, priority: 10 },
            { name: catalogChunk, debugName: 'catalog', includeDependenciesRecursively: false, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wxapi': api,
      '/media': api,
      '/staff': api,
    },
  },
});
