import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './locale-parts.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), localeParts()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/size-budget.mjs reads the manifest to measure the home route's first load.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: {
    proxy: {
      '/wxapi': api,
      '/media': api,
      '/staff': api,
    },
  },
});
