import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { BootData } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { pageLocale } from '../http/client-headers.ts';
import { bootScript, injectBoot, lcpPreload } from './boot-script.ts';
import { type LocaleChunks, localePreloads, readLocaleChunks } from './locale-preload.ts';

/** What serving the web app needs of the app's dependencies (AppDeps fits). */
export type WebDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'log'>;

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  distDir: string;
  /**
   * The data inlined into index.html for the store the address names (null: none), its store text in the reader's
   * locale, or null on an empty database; the app passes customize's (modules/customize/boot-data.ts), so the
   * platform names no area.
   */
  bootData(storeId: number | null, locale: Locale): Promise<BootData | null>;
}

/** The committed demo pictures; uploads live under DATA_DIR/media and are served from the same prefix. */
export const demoImagesDir = fileURLToPath(new URL('../../db/demo-data/images', import.meta.url));

const YEAR_S = 365 * 24 * 3600;
const MEDIA_CACHE = 'public, max-age=2592000';
const ROOT_FILE = /^[\w-][\w.-]*$/;

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;line-height:1.5">
<h1>The web app has not been built yet</h1>
<p>The server is running and its API answers under <code>/wxapi/</code>, but there is no built client to serve.</p>
<p>Build it with <code>npm run build</code> (or start everything with <code>npm start</code>), then reload this page.</p>
</body></html>`;

/**
 * Replaces the entry's stylesheet links with the styles themselves: a few KiB that would otherwise block the
 * first paint for a round trip (DESIGN §6). Lazy pages keep their own CSS files.
 */
async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g)];
  let out = html;
  for (const [tag, path] of links) {
    const css = await readFile(join(distDir, path!), 'utf8');
    out = out.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return out;
}

function requestedStore(req: FastifyRequest): number | null {
  const q = req.query as Record<string, unknown>;
  const raw = q.storeid ?? q.storeId;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * Serves /media/* (demo images, uploads), the built web app with long-lived hashed assets, and index.html with
 * the default store's data inlined (DESIGN §6). Everything here is compressed; the API routes are not touched.
 */
export function registerWebApp(app: FastifyInstance, deps: WebDeps, opts: WebAppOptions): void {
  const uploadsDir = join(deps.env.dataDir, 'media');
  mkdirSync(uploadsDir, { recursive: true });
  const indexFile = join(opts.distDir, 'index.html');
  let template: string | null = null;
  let localeChunks: LocaleChunks = {};

  const sendIndex = async (req: FastifyRequest, res: FastifyReply) => {
    // Read once; until the app is built, keep checking so a build after start is picked up.
    if (template === null && existsSync(indexFile)) {
      template = await inlineStylesheets(await readFile(indexFile, 'utf8'), opts.distDir);
      localeChunks = readLocaleChunks(opts.distDir);
    }
    // The page differs by the locale cookie and Accept-Language (decision 020); no-cache revalidates it anyway.
    res.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    res.type('text/html; charset=utf-8');
    if (template === null) return res.code(503).send(notBuiltPage);
    const locale = pageLocale(req);
    let data = null;
    try {
      data = await opts.bootData(requestedStore(req), locale);
    } catch (err) {
      // The page still works without the inlined data: the client then fetches it.
      req.log.error(err, 'boot data failed');
    }
    const head = localePreloads(localeChunks, locale) + (data ? lcpPreload(data) + bootScript(data) : '');
    return res.send(head ? injectBoot(template, head) : template);
  };

  app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await scope.register(fastifyStatic, {
      root: join(opts.distDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: YEAR_S * 1000,
      dotfiles: 'ignore',
    });
    await scope.register(fastifyStatic, {
      root: [demoImagesDir, uploadsDir],
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (res) => {
        res.setHeader('cache-control', MEDIA_CACHE);
        res.setHeader('x-content-type-options', 'nosniff');
        // Uploaded SVGs could carry script; as images they cannot run it, opened directly they must not.
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
    scope.get('/', sendIndex);
    scope.get('/index.html', sendIndex);
    // Other files at the top of dist (icons, manifest): not hashed, so cached briefly.
    scope.get('/:file', (req, res) => {
      const { file } = req.params as { file: string };
      if (!ROOT_FILE.test(file)) return res.callNotFound();
      return res.sendFile(file, opts.distDir, { maxAge: 3600 * 1000, immutable: false });
    });
  });
}
