import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedgerSum } from '../../modules/points/ledger.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { members } from '../schema/account/member.ts';
import { customerCategories } from '../schema/level.ts';
import { stores } from '../schema/store.ts';
import { demoMember } from './chain.ts';
import { loadDemoData } from './load-demo-data.ts';

describe.each(dbTargets())('demo member levels on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await loadDemoData(t.db);
    await loadDemoData(t.db);
  });
  afterAll(() => t.close());

  it('loads four levels once, the demo member in Gold with a points ledger matching their points', async () => {
    const levels = await t.db.select().from(customerCategories).orderBy(asc(customerCategories.rank));
    expect(levels.map((l) => [l.code, l.growthThreshold, l.upgradePrice])).toEqual([
      ['regular', null, null],
      ['silver', 500, null],
      ['gold', 2000, 3000],
      ['black_gold', null, 9800],
    ]);
    expect(levels.every((l) => l.benefits.length > 0)).toBe(true);
    const [member] = await t.db.select().from(members).where(eq(members.phone, demoMember.phone));
    expect(member!.categoryId).toBe(levels[2]!.id);
    expect(await pointsLedgerSum(t.db, member!.id)).toBe(member!.points);
    const settings = (await t.db.select({ s: stores.settings }).from(stores)).map((r) => r.s);
    expect(settings.every((s) => s.payUpgradeInviteReward?.points === 200 && s.growthPerYuan === 1)).toBe(
      true,
    );
  });
});
