// A small source tree for the rules of decision 049, cruised by scripts/boundaries-rules.test.mjs with the
// project's .dependency-cruiser.cjs: each violating file next to the conforming ones that must stay silent.

const schema = 'apps/server/src/db/schema';
const modules = 'apps/server/src/modules';
const commands = 'apps/server/src/platform/staff/commands';
const features = 'apps/web/src/features';

/** The tree: path → text. */
export const fixtureFiles = {
  // The schema: one file per area, account's folder, the platform's jobs table and the file of every table.
  [`${schema}/account/member.ts`]: 'export const members = 1;\n',
  [`${schema}/balance.ts`]: 'export const balanceEntries = 1;\n',
  [`${schema}/balance-top-up.ts`]: 'export const topUpRules = 1;\n',
  [`${schema}/cart.ts`]: 'export const carts = 1;\n',
  [`${schema}/catalog.ts`]: 'export const products = 1;\n',
  [`${schema}/order.ts`]: 'export const orders = 1;\n',
  [`${schema}/jobs.ts`]: 'export const jobs = 1;\n',
  [`${schema}/index.ts`]: "export * from './cart.ts';\nexport * from './order.ts';\n",

  // A module reads its own tables, under its name (a dash in it too) or in its folder.
  [`${modules}/cart/cart-read.ts`]:
    "import { carts } from '../../db/schema/cart.ts';\nimport { products } from '../../db/schema/catalog.ts';\nexport const read = [carts, products];\n",
  [`${modules}/balance-top-up/rules.ts`]:
    "import { balanceEntries } from '../../db/schema/balance.ts';\nimport { topUpRules } from '../../db/schema/balance-top-up.ts';\nexport const rules = [balanceEntries, topUpRules];\n",
  // balance is not balance-top-up, though one name starts the other.
  [`${modules}/balance/ledger.ts`]:
    "import { balanceEntries } from '../../db/schema/balance.ts';\nimport type { topUpRules } from '../../db/schema/balance-top-up.ts';\nexport const ledger = balanceEntries;\nexport type Rules = typeof topUpRules;\n",
  [`${modules}/account/members.ts`]:
    "import { members } from '../../db/schema/account/member.ts';\nexport const list = members;\n",
  [`${modules}/order/every-table.ts`]:
    "import * as schema from '../../db/schema/index.ts';\nexport { schema };\n",
  [`${modules}/order/claims.ts`]:
    "import { jobs } from '../../db/schema/jobs.ts';\nexport const claims = jobs;\n",
  // Tests and test kits seed and read other areas' rows.
  [`${modules}/order/order-test-kit.ts`]:
    "import { carts } from '../../db/schema/cart.ts';\nexport const seed = carts;\n",
  [`${modules}/cart/cart.test.ts`]:
    "import { orders } from '../../db/schema/order.ts';\nimport { seed } from '../order/order-test-kit.ts';\nexport const rows = [orders, seed];\n",
  // The platform is no module: its job runner keeps its table.
  'apps/server/src/platform/jobs/job-store.ts':
    "import { jobs } from '../../db/schema/jobs.ts';\nexport const store = jobs;\n",

  // The staff CLI's commands read answer types from faces, type-only.
  [`${modules}/order/index.ts`]:
    'export const orderModule = 1;\nexport type StaffOrderOut = { no: string };\n',
  [`${modules}/order/staff-list.ts`]: 'export type Row = { no: string };\n',
  [`${commands}/orders.ts`]:
    "import type { StaffOrderOut } from '../../../modules/order/index.ts';\nexport type { StaffOrderOut as Shown } from '../../../modules/order/index.ts';\nexport type Order = StaffOrderOut;\nexport type Page = import('../../../modules/order/index.ts').StaffOrderOut[];\n",
  [`${commands}/order-module.ts`]:
    "import { orderModule } from '../../../modules/order/index.ts';\nexport const mounted = orderModule;\n",
  // `import { type T }` still loads the module (verbatimModuleSyntax keeps it as a side-effect import).
  [`${commands}/inline-type.ts`]:
    "import { type StaffOrderOut } from '../../../modules/order/index.ts';\nexport type Order = StaffOrderOut;\n",
  // Type-only does not open a module's inner files.
  [`${commands}/inner-types.ts`]:
    "import type { Row } from '../../../modules/order/staff-list.ts';\nexport type Order = Row;\n",
  [`${commands}/orders.test.ts`]:
    "import { orderModule } from '../../../modules/order/index.ts';\nexport const server = orderModule;\n",

  // Web: a and b use each other through their faces only, from different files: no file cycle, a folder cycle.
  [`${features}/a/index.ts`]: "export { a } from './state/a-state.ts';\n",
  [`${features}/a/state/a-state.ts`]: 'export const a = 1;\n',
  [`${features}/a/pages/a-page.tsx`]: "import { b } from '../../b/index.ts';\nexport const page = b;\n",
  [`${features}/b/index.ts`]: "export { b } from './state/b-state.ts';\n",
  [`${features}/b/state/b-state.ts`]: 'export const b = 2;\n',
  [`${features}/b/components/b-card.tsx`]: "import { a } from '../../a/index.ts';\nexport const card = a;\n",
  // c -> d -> e -> c, a longer chain of faces.
  [`${features}/c/index.ts`]: 'export const c = 3;\n',
  [`${features}/c/pages/c-page.tsx`]: "import { d } from '../../d/index.ts';\nexport const page = d;\n",
  [`${features}/d/index.ts`]: "import { e } from '../e/index.ts';\nexport const d = e;\n",
  [`${features}/e/index.ts`]: 'export const e = 5;\n',
  [`${features}/e/components/e-card.tsx`]: "import { c } from '../../c/index.ts';\nexport const card = c;\n",
  // One way is fine: f uses a, nothing uses f; and a feature's own folders may use each other.
  [`${features}/f/index.ts`]: "import { a } from '../a/index.ts';\nexport const f = a;\n",
  [`${features}/f/pages/f-page.tsx`]: "import { f } from '../index.ts';\nexport const page = f;\n",
};

/** What the tree violates: [rule, from, to] (a folder cycle is reported from each folder in it). */
export const fixtureViolations = [
  ['server-module-owns-its-schema', `${modules}/cart/cart-read.ts`, `${schema}/catalog.ts`],
  ['server-module-owns-its-schema', `${modules}/balance-top-up/rules.ts`, `${schema}/balance.ts`],
  ['server-module-owns-its-schema', `${modules}/balance/ledger.ts`, `${schema}/balance-top-up.ts`],
  ['server-module-owns-its-schema', `${modules}/order/every-table.ts`, `${schema}/index.ts`],
  ['server-module-owns-its-schema', `${modules}/order/claims.ts`, `${schema}/jobs.ts`],
  ['server-staff-commands-read-types-only', `${commands}/order-module.ts`, `${modules}/order/index.ts`],
  ['server-staff-commands-read-types-only', `${commands}/inline-type.ts`, `${modules}/order/index.ts`],
  ['server-module-through-its-index', `${commands}/inner-types.ts`, `${modules}/order/staff-list.ts`],
  ['web-no-cycle-between-features', `${features}/a`, `${features}/b`],
  ['web-no-cycle-between-features', `${features}/b`, `${features}/a`],
  ['web-no-cycle-between-features', `${features}/c`, `${features}/d`],
  ['web-no-cycle-between-features', `${features}/d`, `${features}/e`],
  ['web-no-cycle-between-features', `${features}/e`, `${features}/c`],
];
