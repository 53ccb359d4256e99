import type { Db } from '../db/client.ts';
import { type DemoIds, seedDemo } from '../db/demo-data/demo-fixture.ts';
import { createTestApp, type DbTarget, type TestApp } from './harness.ts';

/** A test app on the demo data, with the demo ids; `seed` adds a test file's own rows before the app is built. */
export async function demoTestApp(
  target: DbTarget,
  seed?: (db: Db, ids: DemoIds) => Promise<void>,
): Promise<{ t: TestApp; ids: DemoIds }> {
  let ids: DemoIds | undefined;
  const t = await createTestApp(target, {
    seed: async (db) => {
      ids = await seedDemo(db);
      await seed?.(db, ids);
    },
  });
  return { t, ids: ids! };
}
