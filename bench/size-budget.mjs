// The size budget of DESIGN §6, measured on the production build (apps/web/dist) through Vite's manifest:
// the home route's first load (entry + static imports + the home page chunk + the default locale) and every
// other route's own chunk, all gzip. Run by `npm test`; fails when over. `npm run bench` prints the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgets = { homeJsKiB: 130, homeCssKiB: 20, routeChunkKiB: 40 };

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const kib = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

function loadManifest() {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** Every chunk a manifest entry pulls in statically, itself included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function findKey(manifest, pattern) {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`no chunk in the build matches ${pattern}`);
  return key;
}

export function measureSizes() {
  const manifest = loadManifest();
  const homeKeys = new Set();
  for (const start of ['index.html', findKey(manifest, /features\/customize\/pages\/home-?page\.tsx$/i)]) {
    for (const k of staticClosure(manifest, start)) homeKeys.add(k);
  }
  // The default locale's first part (apps/web/locale-parts.ts): the rest of the catalogue loads after the first paint.
  const localeKey = Object.keys(manifest).find((k) => k === 'virtual:locale/en/first');
  if (!localeKey) throw new Error('no first part of the English catalogue in the build');
  homeKeys.add(localeKey);

  const jsFiles = new Set([...homeKeys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const cssFiles = new Set([...homeKeys].flatMap((k) => manifest[k].css ?? []));
  const homeJs = [...jsFiles].reduce((sum, f) => sum + gzipSize(f), 0);
  const homeCss = [...cssFiles].reduce((sum, f) => sum + gzipSize(f), 0);

  const routes = Object.entries(manifest)
    .filter(([k, v]) => v.isDynamicEntry && /\/pages\//.test(k))
    .map(([k, v]) => ({ route: k, kib: kib(gzipSize(v.file)) }))
    .sort((a, b) => b.kib - a.kib);
  return { homeJsKiB: kib(homeJs), homeCssKiB: kib(homeCss), routes };
}

function main() {
  const sizes = measureSizes();
  const problems = [];
  if (sizes.homeJsKiB > budgets.homeJsKiB) problems.push(`home JS ${sizes.homeJsKiB.toFixed(1)} KiB`);
  if (sizes.homeCssKiB > budgets.homeCssKiB) problems.push(`home CSS ${sizes.homeCssKiB.toFixed(1)} KiB`);
  for (const r of sizes.routes) {
    if (r.kib > budgets.routeChunkKiB) problems.push(`${r.route} ${r.kib.toFixed(1)} KiB`);
  }
  console.log(
    `home route: JS ${sizes.homeJsKiB.toFixed(1)} / ${budgets.homeJsKiB} KiB gzip, ` +
      `CSS ${sizes.homeCssKiB.toFixed(1)} / ${budgets.homeCssKiB} KiB gzip`,
  );
  const biggest = sizes.routes[0];
  if (biggest)
    console.log(
      `largest route chunk: ${biggest.route} ${biggest.kib.toFixed(1)} / ${budgets.routeChunkKiB} KiB`,
    );
  if (problems.length > 0) {
    console.error(`over budget: ${problems.join('; ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
