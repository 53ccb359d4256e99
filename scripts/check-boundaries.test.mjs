// The boundary check (`npm run boundaries`, decision 014) run for real on a copy of the sources: the copy as it is
// passes, and each rule fails on the one violation planted for it, reported under that rule's name.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureViolations } from './boundaries-fixture.mjs';

const root = resolve(import.meta.dirname, '..');
const workspaces = {
  domain: 'packages/domain',
  contracts: 'packages/contracts',
  server: 'apps/server',
  web: 'apps/web',
};
const checkFiles = [
  'package.json',
  '.dependency-cruiser.cjs',
  'scripts/boundaries-babel.cjs',
  'scripts/boundaries-baseline.json',
];

/** A copy of the checked sources whose node_modules reach the repository's packages but the copy's workspaces. */
function copyOfSources() {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const file of checkFiles) cpSync(join(root, file), join(dir, file));
  for (const workspace of Object.values(workspaces)) {
    cpSync(join(root, workspace, 'package.json'), join(dir, workspace, 'package.json'));
    cpSync(join(root, workspace, 'src'), join(dir, workspace, 'src'), { recursive: true });
  }
  mkdirSync(join(dir, 'node_modules/@shop'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@shop') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  for (const [name, workspace] of Object.entries(workspaces)) {
    symlinkSync(join(dir, workspace), join(dir, 'node_modules/@shop', name));
  }
  return dir;
}

/** Runs `npm run boundaries`'s own command in `dir`: its exit code and the violations it reports. */
function boundaryViolations(dir) {
  const command = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.boundaries;
  const run = spawnSync('sh', ['-c', command], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  if (!/dependenc(y|ies) cruised/.test(run.stdout))
    throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  // `  error rule-name: from.ts → to.ts`; a cycle continues on the next lines, one module per line.
  const violations = [...run.stdout.matchAll(/^ {2}error (\S+): (\S+) →\s+(\S+)/gm)].map(
    (m) => `${m[1]}: ${m[2]} -> ${m[3]}`,
  );
  return { exitCode: run.status, violations };
}

// One violation per rule: [file to write, its text, the rules that must report it, the module they must name].
// The web plants sit in features of their own (planted, planted-leaf) that nothing else uses, and what reaches into
// the web from outside it reaches only the leaf: the imports they add close no folder cycle
// (web-no-cycle-between-features, whose plants are in scripts/boundaries-fixture.mjs).
const plants = [
  [
    'packages/domain/src/planted-clock.ts',
    "import { hrtime } from 'node:process';\nexport const now = hrtime;\n",
    ['domain-depends-on-nothing', 'shared-packages-no-node-builtins'],
    'process',
  ],
  [
    'packages/domain/src/planted-spec.ts',
    "import { expect } from 'vitest';\nexport const check = expect;\n",
    ['domain-vitest-only-in-tests'],
    'vitest',
  ],
  [
    'packages/contracts/src/planted-view.ts',
    "import { createElement } from 'react';\nexport const view = createElement;\n",
    ['contracts-depend-only-on-domain-and-zod', 'shared-packages-no-react-or-server-libraries'],
    'node_modules/react/',
  ],
  // A side-effect import of a forbidden module is still an import.
  [
    'packages/contracts/src/planted-driver.ts',
    "import 'pg';\nexport const driver = 'pg';\n",
    ['shared-packages-no-react-or-server-libraries', 'contracts-depend-only-on-domain-and-zod'],
    'node_modules/pg/',
  ],
  // A type-only import still couples the two sides.
  [
    'packages/contracts/src/planted-env.ts',
    "import type { Env } from '../../../apps/server/src/env.ts';\nexport type PlantedEnv = Env;\n",
    ['packages-do-not-import-apps', 'contracts-depend-only-on-domain-and-zod'],
    'apps/server/src/env.ts',
  ],
  [
    'apps/server/src/db/planted-web.ts',
    "export { leaf } from '../../../web/src/features/planted-leaf/leaf.ts';\n",
    ['server-does-not-import-web'],
    'apps/web/src/features/planted-leaf/leaf.ts',
  ],
  [
    'apps/web/src/lib/planted-server.ts',
    "import * as env from '../../../server/src/env.ts';\nexport { env };\n",
    ['web-does-not-import-server'],
    'apps/server/src/env.ts',
  ],
  [
    'apps/web/src/features/planted/planted-cart.ts',
    "import { useCart } from '../cart/index.ts';\nimport { cartStore } from '../cart/state/cart-state.ts';\nexport { cartStore, useCart };\n",
    ['web-feature-through-its-index'],
    'apps/web/src/features/cart/state/cart-state.ts',
  ],
  [
    'apps/web/src/app/planted-boot.ts',
    "import { useStore } from '../features/store/index.ts';\nimport { setStoreAtStart } from '../features/store/state/store-state.ts';\nexport const page = () => import('../features/store/pages/nearby-stores-page.tsx');\nexport { setStoreAtStart, useStore };\n",
    ['web-app-composes-pages-and-public-faces'],
    'apps/web/src/features/store/state/store-state.ts',
  ],
  [
    'apps/web/src/features/planted/planted-routes.ts',
    "import { routeTable } from '../../app/routes.ts';\nexport { routeTable };\n",
    ['web-features-below-app'],
    'apps/web/src/app/routes.ts',
  ],
  [
    'apps/web/src/ui/planted-back.ts',
    "export { leaf } from '../features/planted-leaf/leaf.ts';\n",
    ['web-ui-and-lib-below-features-and-app'],
    'apps/web/src/features/planted-leaf/leaf.ts',
  ],
  // Outside the modules too, a module's inner file is off limits; its face is not.
  [
    'apps/server/src/db/planted-orders.ts',
    "import * as list from '../modules/order/staff-list.ts';\nimport { orderModule } from '../modules/order/index.ts';\nexport { list, orderModule };\n",
    ['server-module-through-its-index'],
    'apps/server/src/modules/order/staff-list.ts',
  ],
  // The platform imports no module, not even a face.
  [
    'apps/server/src/platform/web/planted-face.ts',
    "export { orderModule } from '../../modules/order/index.ts';\n",
    ['server-platform-names-no-area'],
    'apps/server/src/modules/order/index.ts',
  ],
  [
    'apps/server/src/modules/cart/planted.ts',
    "import { points } from '../points/index.ts';\nimport * as list from '../order/staff-list.ts';\nexport { list, points };\n",
    ['server-module-through-its-index'],
    'apps/server/src/modules/order/staff-list.ts',
  ],
  [
    'apps/web/src/lib/planted-a.ts',
    "import { b } from './planted-b.ts';\nexport const a = () => b;\n",
    ['no-circular'],
    'apps/web/src/lib/planted-b.ts',
  ],
];
// Allowed, planted next to the violations: none of these may be reported.
const allowed = [
  ['apps/server/src/modules/points/index.ts', 'export const points = 0;\n'],
  [
    'apps/server/src/modules/cart/planted.test.ts',
    "import * as close from '../order/close-order.ts';\nexport { close };\n",
  ],
  // The staff CLI's commands read answer types from a face.
  [
    'apps/server/src/platform/staff/commands/planted-types.ts',
    "import type { StaffOrderOut } from '../../../modules/order/index.ts';\nexport type Row = StaffOrderOut;\n",
  ],
  ['apps/web/src/features/planted-leaf/leaf.ts', 'export const leaf = 1;\n'],
  ['apps/web/src/lib/planted-b.ts', "import { a } from './planted-a.ts';\nexport const b = () => a;\n"],
];

describe('dependency boundaries', () => {
  let dir;
  beforeAll(() => {
    dir = copyOfSources();
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('passes the sources as they are, with the known violations of the baseline', () => {
    const { exitCode, violations } = boundaryViolations(dir);
    expect(violations).toEqual([]);
    expect(exitCode).toBe(0);
  }, 60_000);

  it('reports each planted violation under its rule, and nothing else', () => {
    for (const [file, text] of [...plants, ...allowed]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const { exitCode, violations } = boundaryViolations(dir);
    // A planted violation is reported under its rule between the planted file and its target (a cycle may be
    // reported from either end).
    const reports = (line, rule, file, target) =>
      line.startsWith(`${rule}: `) && line.includes(file) && line.includes(target);
    const missing = plants.flatMap(([file, , rules, target]) =>
      rules
        .filter((rule) => !violations.some((line) => reports(line, rule, file, target)))
        .map((rule) => `${rule}: ${file}`),
    );
    expect(missing).toEqual([]);
    const unexpected = violations.filter(
      (line) =>
        !plants.some(([file, , rules, target]) => rules.some((rule) => reports(line, rule, file, target))),
    );
    expect(unexpected).toEqual([]);
    // Every rule of the configuration has its planted violation, here or in the fixture of decision 049's rules
    // (scripts/boundaries-rules.test.mjs).
    const ruleNames = createRequire(import.meta.url)('../.dependency-cruiser.cjs').forbidden.map(
      (rule) => rule.name,
    );
    const planted = [...plants.flatMap(([, , rules]) => rules), ...fixtureViolations.map(([rule]) => rule)];
    expect(new Set(planted)).toEqual(new Set(ruleNames));
    expect(exitCode).toBeGreaterThan(0);
  }, 60_000);
});
