// `npm run bench`: the DESIGN §6 figures in one run, on PostgreSQL — load (beside a bare Fastify hello-world),
// the home route's bundle sizes, and Lighthouse mobile performance. BENCH_SECONDS shortens each load;
// BENCH_ONLY=orders runs the hello-world and the place-order scenarios alone; BENCH_ONLY=lighthouse the sizes and
// Lighthouse alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { type LoadResult, type LoadSpec, runLoad } from './lib/load.ts';
import { startServer, stop } from './lib/processes.ts';
import { type OrderScenario, orderScenarios } from './order-scenarios.ts';
import { catalogueOf, scenarios } from './scenarios.ts';
// @ts-expect-error plain ESM script without types
import { budgets, measureSizes } from './size-budget.mjs';

const helloPort = 3901;
const appPort = 3902;
const base = `http://127.0.0.1:${appPort}`;

const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.env.BENCH_ONLY;
const runs = (part: 'load' | 'orders' | 'lighthouse') => only === undefined || only === part;

function printLoad(results: LoadResult[], hello: LoadResult) {
  console.log(`\nLoad, 50 connections, ${seconds} s each (PostgreSQL):`);
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

const SLICES = 3;

/**
 * Runs scenarios in turns of a slice each, SLICES rounds, so each meets the machine in the same states: on the
 * shared 2-core machine a whole run's figure moves by a fifth or more, and the coupon scenario is judged against
 * plain place order by their ratio (issue 14). The figures add up over the slices; p99 is the worst slice's.
 */
async function runInTurns(specs: LoadSpec[]): Promise<LoadResult[]> {
  const slice = seconds / SLICES;
  const totals = specs.map((spec) => ({
    name: spec.name,
    requestsPerSecond: 0,
    p99Ms: 0,
    non2xx: 0,
    errors: 0,
  }));
  for (let round = 0; round < SLICES; round++) {
    for (const [i, spec] of specs.entries()) {
      const part = await runLoad({ ...spec, seconds: slice });
      const total = totals[i]!;
      total.requestsPerSecond += part.requestsPerSecond / SLICES;
      total.p99Ms = Math.max(total.p99Ms, part.p99Ms);
      total.non2xx += part.non2xx;
      total.errors += part.errors;
    }
  }
  return totals.map((t) => ({ ...t, requestsPerSecond: Math.round(t.requestsPerSecond) }));
}

/** The place-order scenarios: orders per second (counted in the database), p99, ratio and oversold units. */
async function runOrders(hello: LoadResult) {
  const { scenarios: orderLoads, close } = await orderScenarios(base, scratch.url, seconds);
  const rows: Array<[OrderScenario, LoadResult, Awaited<ReturnType<OrderScenario['verify']>>]> = [];
  try {
    // Plain place order and its coupon + promotion twin take turns; the others run whole.
    const paired = orderLoads.filter((s) => ['place order', 'coupon + promotion'].includes(s.spec.name));
    const loads = await runInTurns(paired.map((s) => s.spec));
    for (const [i, s] of paired.entries()) rows.push([s, loads[i]!, await s.verify()]);
    for (const s of orderLoads.filter((o) => !paired.includes(o))) {
      const load = await runLoad(s.spec);
      rows.push([s, load, await s.verify()]);
    }
  } finally {
    await close();
  }
  console.log('\nPlace order, 50 connections (PostgreSQL; ratio = orders/s to hello-world req/s):');
  console.log(
    'scenario'.padEnd(22),
    'orders/s'.padStart(9),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'refused'.padStart(8),
    'oversell'.padStart(9),
  );
  const perSecondOf = (name: string) => {
    const row = rows.find(([s]) => s.spec.name === name);
    return row ? row[2].orders / seconds : 0;
  };
  for (const [s, load, v] of rows) {
    const perSecond = Math.round(v.orders / seconds);
    console.log(
      s.spec.name.padEnd(22),
      String(perSecond).padStart(9),
      String(load.p99Ms).padStart(8),
      (perSecond / hello.requestsPerSecond).toFixed(2).padStart(7),
      String(load.non2xx + load.errors).padStart(8),
      String(v.oversell).padStart(9),
    );
  }
  // Issue 13: a delivery order (address read, zone check, fee, snapshot) stays within 10% of self-pickup.
  const pickup = perSecondOf('place order');
  if (pickup > 0) {
    const ratio = perSecondOf('delivery order') / pickup;
    console.log(
      `delivery / self-pickup orders/s: ${ratio.toFixed(2)} (within 10%: ${ratio >= 0.9 ? 'yes' : 'no'})`,
    );
    // Issue 14: an order with a coupon and an automatic promotion stays within 15% of the plain one.
    const offered = rows.find(([s]) => s.spec.name === 'coupon + promotion')?.[2];
    const ratio14 = perSecondOf('coupon + promotion') / pickup;
    console.log(
      `coupon + promotion / place order orders/s: ${ratio14.toFixed(2)} (within 15%: ${ratio14 >= 0.85 ? 'yes' : 'no'}); ` +
        `coupons taken ${offered?.offers?.coupons ?? 0}, promoted ${offered?.offers?.promoted ?? 0} of ${offered?.orders ?? 0} orders`,
    );
  }
}

async function sizesAndLighthouse() {
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
      `${r.page.padEnd(16)} performance ${r.performance}  CLS ${r.cls.toFixed(3)}  LCP ${r.lcpMs} ms  ` +
        `FCP ${r.fcpMs} ms  TBT ${r.tbtMs} ms  SI ${r.siMs} ms`,
    );
}

async function helloWorld(): Promise<LoadResult> {
  const hello = await startServer('bench/hello-server.ts', helloPort, {}, '/hello');
  try {
    return await runLoad({
      name: 'hello-world',
      url: `http://127.0.0.1:${helloPort}/hello`,
      body: () => ({}),
    });
  } finally {
    await stop(hello);
  }
}

const scratch = await createScratchDatabase(admin, `bench_${Date.now()}`);
const helloResult = runs('load') || runs('orders') ? await helloWorld() : null;

const app = await startServer('apps/server/src/main.ts', appPort, {
  DATABASE_URL: scratch.url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-data-')),
});
try {
  if (helloResult) {
    const results: LoadResult[] = [];
    if (runs('load')) for (const scenario of await scenarios(base)) results.push(await runLoad(scenario));
    printLoad(results, helloResult);
    if (runs('orders')) await runOrders(helloResult);
  }
  if (runs('lighthouse')) await sizesAndLighthouse();
} finally {
  await stop(app);
  await scratch.drop();
}
