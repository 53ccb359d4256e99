import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { stores } from '../schema/store.ts';
import { loadDemoData } from './load-demo-data.ts';

/** The demo chain's ids, for tests that run against the demo data. */
export interface DemoIds {
  hq: number;
  /** Open around the clock every day; the default store. */
  open: number;
  tempClosed: number;
  reservationOnly: number;
  memberId: number;
}

/** Loads the demo data and names its stores by state (a `seed` for createTestApp). */
export async function seedDemo(db: Db): Promise<DemoIds> {
  const loaded = await loadDemoData(db);
  const shops = await db
    .select({ id: stores.id, status: stores.status })
    .from(stores)
    .where(eq(stores.parentId, loaded.headquartersId))
    .orderBy(asc(stores.id));
  const byStatus = (s: string) => shops.find((r) => r.status === s)!.id;
  const [hq] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(isNull(stores.parentId))
    .orderBy(asc(stores.id));
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, '13800138000'));
  return {
    hq: hq!.id,
    open: byStatus('open'),
    tempClosed: byStatus('temp_closed'),
    reservationOnly: byStatus('reservation_only'),
    memberId: member!.id,
  };
}
