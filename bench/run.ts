// `npm run bench`: the DESIGN §6 figures in one run, on PostgreSQL — load (beside a bare Fastify hello-world),
// the home route's bundle sizes, and Lighthouse mobile performance.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { type LoadResult, runLoad } from './lib/load.ts';
import { startServer, stop } from './lib/processes.ts';
import { catalogueOf, scenarios } from './scenarios.ts';
// @ts-expect-error plain ESM script without types
import { budgets, measureSizes } from './size-budget.mjs';

const helloPort = 3901;
const appPort = 3902;
const base = `http://127.0.0.1:${appPort}`;

const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function printLoad(results: LoadResult[], hello: LoadResult) {
  console.log('\nLoad, 50 connections, 10 s each (PostgreSQL):');
  console.log(
    'scenario'.padEnd(22),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'non-2xx'.padStart(8),
  );
  for (const r of [hello, ...results]) {
    const ratio = (r.requestsPerSecond / hello.requestsPerSecond).toFixed(2);
    console.log(
      r.name.padEnd(22),
      String(r.requestsPerSecond).padStart(8),
      String(r.p99Ms).padStart(8),
      ratio.padStart(7),
      String(r.non2xx + r.errors).padStart(8),
    );
  }
}

const scratch = await createScratchDatabase(admin, `bench_${Date.now()}`);
const hello = await startServer('bench/hello-server.ts', helloPort, {}, '/hello');
const helloResult = await runLoad({
  name: 'hello-world',
  url: `http://127.0.0.1:${helloPort}/hello`,
  body: () => ({}),
});
await stop(hello);

const app = await startServer('apps/server/src/main.ts', appPort, {
  DATABASE_URL: scratch.url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
});
try {
  const results: LoadResult[] = [];
  for (const scenario of await scenarios(base)) results.push(await runLoad(scenario));
  printLoad(results, helloResult);

  const sizes = measureSizes();
  console.log(
    `\nHome route first load: JS ${sizes.homeJsKiB.toFixed(1)} KiB gzip (budget ${budgets.homeJsKiB}), ` +
      `CSS ${sizes.homeCssKiB.toFixed(1)} KiB gzip (budget ${budgets.homeCssKiB})`,
  );

  const { productIds } = await catalogueOf(base);
  // A distinct query per page makes each a new document: a hash change alone is a same-document navigation,
  // which Lighthouse cannot measure.
  const page = (n: number, hash: string) => `${base}/?lh=${n}#${hash}`;
  const lh = await runLighthouse([
    { name: 'home', url: page(1, '/') },
    { name: 'category', url: page(2, '/subpackages/category/pages/home/index') },
    { name: 'product detail', url: page(3, `/pages/detail/index?productid=${productIds[0]}`) },
    { name: 'cart', url: page(4, '/subpackages/shopping/shoppingCart') },
  ]);
  console.log('\nLighthouse mobile:');
  for (const r of lh)
    console.log(
      `${r.page.padEnd(16)} performance ${r.performance}  CLS ${r.cls.toFixed(3)}  LCP ${r.lcpMs} ms`,
    );
} finally {
  await stop(app);
  await scratch.drop();
}
