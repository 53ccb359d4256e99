// Minimal store, product and member rows for API tests that do not run on the demo data.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/account/member.ts';
import { products } from '../db/schema/catalog.ts';
import { type StoreSettings, stores } from '../db/schema/store.ts';
import { createSession } from '../platform/auth/sessions.ts';
import type { TestApp } from './harness.ts';

/** The settings of a plain store open for ordering (no minimum, no stock below zero), for tests and the bench. */
export const baseSettings: StoreSettings = {
  themeColor: '#FE9A69',
  storeMode: 'RegularOrder',
  storeModeValue: 'takeout',
  loginOptions: ['sms'],
  allowStockBelowZero: false,
  isHideProductByMode: false,
  wholeSalePriceMode: 0,
  platformMode: 0,
  shareCustomer: 0,
  isOpenMulMiniAppStore: false,
  excludedStoreIds: [],
  minStartPrice: 0,
  limitRegistrationByPhone: false,
  timezone: 'Asia/Shanghai',
  customerService: { type: 1 },
};

/** A store open for ordering with the default settings, overridden by `settings`. */
export async function insertStore(db: Db, settings: Partial<StoreSettings> = {}): Promise<number> {
  const [row] = await db
    .insert(stores)
    .values({ name: 'Test store', settings: { ...baseSettings, ...settings } })
    .returning({ id: stores.id });
  return row!.id;
}

/** A product on the shelf with 100 in stock unless `fields` say otherwise. */
export async function insertProduct(
  db: Db,
  storeId: number,
  fields: Partial<typeof products.$inferInsert> & { name: string; price: number },
): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ stock: 100, ...fields, storeId })
    .returning({ id: products.id });
  return row!.id;
}

let memberCounter = 0;

/** A member with a member number no other test uses. */
export async function insertMember(db: Db, phone?: string): Promise<number> {
  memberCounter += 1;
  const memberNo = `C${process.pid}${memberCounter}${randomBytes(3).toString('hex')}`;
  const [row] = await db.insert(members).values({ memberNo, phone }).returning({ id: members.id });
  return row!.id;
}

/** A new member logged in: its id and a session token for `call(…, { session })`. */
export async function memberSession(
  t: TestApp,
  phone?: string,
): Promise<{ memberId: number; session: string }> {
  const memberId = await insertMember(t.db, phone);
  return { memberId, session: await createSession(t.db, t.clock, memberId) };
}
