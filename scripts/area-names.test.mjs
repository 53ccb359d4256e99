// DESIGN §2: the areas carry the same names on every side. The web's features, the server's modules, the schema's
// files and the contracts' files or folders are each named after an area; the few that are not say what they are instead.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The areas of DESIGN §2. */
const areas = [
  'account',
  'store',
  'catalog',
  'cart',
  'checkout',
  'order',
  'payment',
  'coupon',
  'balance',
  'points',
  'level',
  'activity',
  'marketing',
  'partner',
  'invoice',
  'review',
  'customize',
  'service',
  'address',
  'delivery',
  'table',
  // Decision 039: two areas issue 16 added below activity and points, which their imports would close cycles with.
  'gift',
  'pointsmall',
  // Issue 29 (decision 057): pass, prepaid, shopping, privilege and promotion cards, on the order lifecycle.
  'card',
];

/** The names in a folder: sub-folders as they are, files without their .ts, minus the ones allowed apart. */
function namesIn(folder, apart) {
  return readdirSync(resolve(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || /^[^.]+\.ts$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.ts$/, ''))
    .filter((name) => !apart.includes(name));
}

describe('area names', () => {
  it.each([
    // modules/index.ts lists the modules; balance-top-up is the balance area's top-up, a module of its own because
    // it stands on payment and gift, which stand on the balance ledger (decisions 037, 039).
    ['apps/server/src/modules', ['index', 'balance-top-up']],
    // index.ts gathers the tables for drizzle-kit; jobs.ts is the platform's job runner table; balance-top-up and
    // pay-code are the balance area's top-up and payment-code tables (decisions 034, 037, 039).
    ['apps/server/src/db/schema', ['index', 'jobs', 'balance-top-up', 'pay-code']],
    // index.ts exports everything; wire/ is the kernel the areas build on (endpoint, errors, headers); paths/ holds
    // the endpoint paths without zod for the web, one file per contract object of the areas' files (decision 050).
    ['packages/contracts/src', ['index', 'wire', 'paths']],
    // The web's features: one folder per area, nothing apart.
    ['apps/web/src/features', []],
  ])('%s names each file or folder after an area', (folder, apart) => {
    expect(namesIn(folder, apart).filter((name) => !areas.includes(name))).toEqual([]);
  });
});
