// The rules of decision 049 on planted violations, fast: dependency-cruiser's own API with the project's
// .dependency-cruiser.cjs on the small tree of scripts/boundaries-fixture.mjs, and Biome with the project's
// biome.json on a few files reading process.env. Each run has its own temporary directory.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFiles, fixtureViolations } from './boundaries-fixture.mjs';

const root = resolve(import.meta.dirname, '..');
const dirs = [];

/** A temporary directory holding `files` (path → text). */
function treeOf(files) {
  const dir = mkdtempSync(join(tmpdir(), 'boundary-rules-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('dependency rules of decision 049', () => {
  it('report each planted violation under its rule, and none of the conforming files', async () => {
    const dir = treeOf(fixtureFiles);
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
    const babelConfig = await extractBabelConfig(join(root, options.babelConfig.fileName));
    // The same globs as `npm run boundaries`, read from the tree.
    const { output } = await cruise(
      ['apps/*/src/**/*.{ts,tsx}'],
      { ...options, baseDir: dir },
      {},
      { babelConfig },
    );
    const reported = output.summary.violations.map((v) => [v.rule.name, v.from, v.to]);
    expect(reported.sort()).toEqual([...fixtureViolations].sort());
  }, 30_000);
});

// Files that read the environment: [path, text, what the project's Biome configuration reports it under].
const envReaders = [
  [
    'apps/server/src/modules/cart/cart-limits.ts',
    'export const n = Number(process.env.CART_LIMIT);\n',
    ['lint/style/noProcessEnv'],
  ],
  [
    'apps/server/src/platform/http/host.ts',
    "export const host = process['env'].HOST;\n",
    ['lint/style/noProcessEnv'],
  ],
  [
    'apps/web/src/features/cart/api-base.ts',
    'export const base = globalThis.process.env.API;\n',
    ['lint/style/noProcessEnv'],
  ],
  [
    'packages/domain/src/money-env.ts',
    'export const scale = process.env.SCALE;\n',
    ['lint/style/noProcessEnv'],
  ],
  // Imported, under any name: the import is refused, whatever is read through it.
  [
    'apps/web/src/lib/env-import.ts',
    "import { env } from 'node:process';\nexport const base = env.API_URL;\n",
    ['lint/style/noProcessEnv', 'lint/style/noRestrictedImports'],
  ],
  [
    'apps/server/src/modules/order/proc.ts',
    "import * as proc from 'node:process';\nexport const url = proc.env.DATABASE_URL;\n",
    ['lint/style/noRestrictedImports'],
  ],
  // Taken apart, which noProcessEnv misses: the project's plugin (scripts/boundaries-process-env.grit) does not.
  [
    'apps/server/src/platform/http/port.ts',
    'const { env } = process;\nexport const port = env.PORT;\n',
    ['plugin'],
  ],
  ['apps/server/src/platform/http/pid.ts', 'const { pid } = process;\nexport const id = pid;\n', []],
  // A test goes through the harness (apps/server/src/test/), which picks the databases.
  [
    'apps/server/src/modules/order/order.test.ts',
    'export const url = process.env.DATABASE_URL;\n',
    ['lint/style/noProcessEnv'],
  ],
  // The server's one reader, the test harness, and the tools around the apps.
  ['apps/server/src/env.ts', 'export const readEnv = (source = process.env) => source;\n', []],
  ['apps/server/src/test/harness.ts', 'export const url = process.env.DATABASE_URL;\n', []],
  ['apps/web/vite.config.ts', 'export const api = process.env.API_URL;\n', []],
  ['apps/native/capacitor.config.js', 'export const config = process.env.NATIVE_URL;\n', []],
  ['scripts/dev.mjs', 'export const port = process.env.PORT;\n', []],
  ['bench/run.ts', 'export const seconds = process.env.BENCH_SECONDS;\n', []],
  ['e2e/playwright.config.ts', 'export const port = process.env.E2E_PORT;\n', []],
];

describe('process.env outside env.ts (Biome)', () => {
  it('is an error everywhere but env.ts, the test harness and the tools', () => {
    const dir = treeOf(Object.fromEntries(envReaders.map(([file, text]) => [file, text])));
    // The project's configuration as it is; its VCS setting reads the ignore file.
    for (const file of ['biome.json', '.gitignore', 'scripts/boundaries-process-env.grit'])
      cpSync(join(root, file), join(dir, file));
    const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const { diagnostics } = JSON.parse(run.stdout);
    const rejected = diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.location.path} ${d.category}`);
    expect(rejected.sort()).toEqual(
      envReaders.flatMap(([file, , rules]) => rules.map((rule) => `${file} ${rule}`)).sort(),
    );
    expect(run.status).toBe(1);
  }, 30_000);
});
