import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BootData } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { type DemoIds, seedDemo } from '../../db/demo-data/demo-fixture.ts';
import { banners } from '../../db/schema/store.ts';
import { readEnv } from '../../env.ts';
import { ManualClock } from '../clock/clock.ts';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Amberleaf</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-9c2e.css"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>';
const CSS = ':root{--theme:#fe9a69}body{margin:0}';
const EVIL_TITLE = 'Tea </script><script>alert(1)</script> \u2028 time';

function extractBoot(html: string): BootData {
  const start = html.indexOf('<script>window.__BOOT__=');
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + '<script>window.__BOOT__='.length, end));
}

/** The app as main.ts builds it, serving the given dist folder. */
async function webApp(db: Database, dataDir: string, distDir: string): Promise<FastifyInstance> {
  const app = await buildApp({
    db: db.db,
    env: readEnv({ DATA_DIR: dataDir }),
    clock: new ManualClock(),
    checkResults: true,
    staffToken: 'test-staff-token-0123456789',
    webDistDir: distDir,
  });
  await app.ready();
  return app;
}

describe('serving the web app', () => {
  let database: Database;
  let ids: DemoIds;
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(
      join(dist, 'assets', 'app-3f9a1c.js'),
      `export const app = ${JSON.stringify('x'.repeat(4000))};\n`,
    );
    writeFileSync(join(dist, 'assets', 'index-9c2e.css'), CSS);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-3f9a1c.js', isEntry: true },
        'virtual:locale/en/first': { file: 'assets/first-en1.js' },
        'virtual:locale/en/rest': { file: 'assets/rest-en2.js' },
        'virtual:locale/zh-CN/first': { file: 'assets/first-zh3.js' },
        'virtual:locale/zh-CN/rest': { file: 'assets/rest-zh4.js' },
      }),
    );
    database = await openDatabase({});
    await database.migrate();
    ids = await seedDemo(database.db);
    await database.db.update(banners).set({ title: EVIL_TITLE }).where(eq(banners.storeId, ids.open));
    app = await webApp(database, join(root, 'data'), dist);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('fetches the catalogue of texts of the reader’s locale beside the entry, both parts', async () => {
    const html = (locale: string) =>
      app.inject({ method: 'GET', url: '/', headers: { 'accept-language': locale } }).then((r) => r.body);
    const preloads = (page: string) =>
      [...page.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads(await html('zh-CN,zh;q=0.9'))).toEqual(['/assets/first-zh3.js', '/assets/rest-zh4.js']);
    expect(preloads(await html('en-GB'))).toEqual(['/assets/first-en1.js', '/assets/rest-en2.js']);
  });

  it('inlines the default store and its home page into index.html, not cached', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html.indexOf('<script>window.__BOOT__=')).toBeLessThan(html.indexOf('</head>'));
      // The entry stylesheet is inlined, and the first banner is fetched before the scripts run.
      expect(html).toContain(`<style>${CSS}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toMatch(
        /<link rel="preload" as="image" href="\/media\/banners\/[\w.-]+\.svg" fetchpriority="high">/,
      );
      expect(html.endsWith('</script></body></html>')).toBe(true);
      const boot = extractBoot(html);
      expect(boot.storeId).toBe(ids.open);
      expect(boot.currency).toBe('¥');
      expect(boot.store).toMatchObject({ storeId: ids.open, storeStatus: 'open' });
      expect(boot.store.latitude).not.toBeNull();
      expect(boot.pages.home.sections.some((s) => s.type === 'productSection')).toBe(true);
      // The category tree as product/categories answers it, so a visit opening on the category page skips a call.
      const asked = await app.inject({
        method: 'POST',
        url: '/wxapi/product/categories',
        payload: { storeId: ids.open },
      });
      expect(boot.categories).toEqual(asked.json().Result);
      // "<" is escaped, so the title's </script> cannot close the tag; the data still reads back exactly.
      expect(boot.store.banners[0]!.title).toBe(EVIL_TITLE);
      expect(html).not.toContain('<script>alert(1)');
    }
  });

  it('boots with the store named in the address when it exists', async () => {
    const chosen = await app.inject({ method: 'GET', url: `/?storeid=${ids.reservationOnly}` });
    expect(extractBoot(chosen.body).storeId).toBe(ids.reservationOnly);
    const unknown = await app.inject({ method: 'GET', url: '/?storeid=99999' });
    expect(extractBoot(unknown.body).storeId).toBe(ids.open);
  });

  it('inlines the store text in the locale cookie, else the Accept-Language one (decision 020)', async () => {
    const boot = async (headers: Record<string, string>) =>
      extractBoot((await app.inject({ method: 'GET', url: '/', headers })).body);
    const fromCookie = await boot({ cookie: 'a=1; shop-locale=zh-Hant', 'accept-language': 'es' });
    expect(fromCookie.locale).toBe('zh-Hant');
    expect(fromCookie.store.storeName).toBe('琥珀葉茶飲烘焙（靜安寺店）');
    const notice = fromCookie.pages.home.sections.find((s) => s.type === 'notice');
    expect(notice).toMatchObject({ text: expect.stringMatching(/^每天07:00起新鮮出爐/) });
    const fromBrowser = await boot({ 'accept-language': 'es-ES,es;q=0.9' });
    expect(fromBrowser.locale).toBe('es');
    expect(fromBrowser.store.storeName).toMatch(/^Amberleaf Té y Panadería/);
    // A cookie naming no catalogue is ignored.
    expect((await boot({ cookie: 'shop-locale=fr', 'accept-language': 'zh-CN' })).locale).toBe('zh-CN');
    expect((await boot({})).locale).toBe('en');
  });

  it('compresses the page and the assets, and caches hashed assets for a year', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(extractBoot(brotliDecompressSync(page.rawPayload).toString()).storeId).toBe(ids.open);
    const js = await app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.rawPayload).toString()).toContain('export const app');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves demo images and uploads under /media with long caching, and nothing outside', async () => {
    const img = await app.inject({ method: 'GET', url: '/media/products/classic-pearl-milk-tea.svg' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(img.headers['cache-control']).toBe('public, max-age=2592000');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    mkdirSync(join(root, 'data', 'media', 'uploads'), { recursive: true });
    writeFileSync(join(root, 'data', 'media', 'uploads', 'avatar.txt'), 'uploaded');
    const upload = await app.inject({ method: 'GET', url: '/media/uploads/avatar.txt' });
    expect(upload.statusCode).toBe(200);
    expect(upload.body).toBe('uploaded');
    for (const url of ['/media/../../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/nope.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('leaves the API uncompressed and working', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wxapi/store/GetStoreDataFast',
      payload: { storeId: ids.open },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().Result.storeId).toBe(ids.open);
  });

  it('explains itself when the web app has not been built', async () => {
    const bare = await webApp(database, join(root, 'data2'), join(root, 'no-dist'));
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('has not been built');
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});
