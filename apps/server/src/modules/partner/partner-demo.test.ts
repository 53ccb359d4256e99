import type { PartnerCentreOut, PartnerLevelOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadDemoData } from '../../db/demo-data/load-demo-data.ts';
import { members } from '../../db/schema/account/member.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { profitBooks } from './partner-test-kit.ts';

describe('demo partner programme', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });

  it('has two levels in four languages, a partner with friends at two levels, pending and withdrawable profit, one cash-out waiting', async () => {
    await loadDemoData(w.t.db);
    const headers = { 'x-store-id': String(w.store), 'x-locale': 'zh-Hant' };
    const levels = await w.t.call<{ levels: PartnerLevelOut[] }>('Partner/Levels', {}, { headers });
    expect(levels.body.Result.levels.map((l) => [l.name, l.firstRate, l.price])).toEqual([
      ['白銀推廣員', 10, null],
      ['黃金推廣員', 15, 199],
    ]);
    const [chen] = await w.t.db.select().from(members).where(eq(members.phone, '13800138100'));
    const session = await createSession(w.t.db, w.t.clock, chen!.id);
    const centre = await w.t.call<PartnerCentreOut>('Partner/Index', {}, { headers, session });
    expect(centre.body.Result).toMatchObject({ state: 'active', withdrawn: 15, owed: 0 });
    expect(centre.body.Result.pending).toBeGreaterThan(0);
    expect(centre.body.Result.withdrawable).toBeGreaterThan(0);
    const books = await profitBooks(w.t.db, chen!.id);
    expect([books.pending, books.withdrawable]).toEqual([books.pendingSum, books.withdrawableSum]);
    expect(new Set(books.entries.map((e) => e.level).filter(Boolean))).toEqual(new Set([1, 2]));
    const friends = await w.t.call<{ friends: { level: number }[] }>(
      'Partner/MyFriends',
      {},
      { headers, session },
    );
    expect(friends.body.Result.friends.map((f) => f.level).sort()).toEqual([1, 1, 2]);
    const records = await w.t.call<{ records: { status: string; fee: number }[] }>(
      'Partner/CashOutRecords',
      {},
      { headers, session },
    );
    expect(records.body.Result.records).toEqual([
      expect.objectContaining({ status: 'requested', fee: 0.09 }),
    ]);
  });
});
