// Shared set-up of the profile API tests: two chains with their own rules and attributes, members with sessions.
import type { Db } from '../../../db/client.ts';
import { type CustomerAttributeType, customerAttributes } from '../../../db/schema/account/profile.ts';
import { stores } from '../../../db/schema/store.ts';
import { baseSettings, insertStore, memberSession } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';

export const P = 'customeraccount/';

/** Chain A's headquarters rules: name required, class locked, birthday and student number once-only. */
export const chainRules = {
  name: { required: true },
  className: { locked: true },
  birthday: { onceOnly: true },
  studentNo: { onceOnly: true },
};

export interface Seeded {
  hqId: number;
  branchId: number;
  otherHqId: number;
  attr: Record<'drink' | 'note' | 'cups' | 'card' | 'branch' | 'day' | 'phone', number>;
  otherAttr: number;
}

async function addAttribute(
  db: Db,
  storeId: number,
  name: string,
  type: CustomerAttributeType,
  extra: Partial<typeof customerAttributes.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(customerAttributes)
    .values({ storeId, name, type, ...extra })
    .returning({ id: customerAttributes.id });
  return row!.id;
}

/** Chain A (headquarters with one branch) with seven attributes; chain B with one required attribute. */
export async function seedProfileStores(db: Db): Promise<Seeded> {
  const hqId = await insertStore(db, { profileFields: chainRules });
  const [branch] = await db
    .insert(stores)
    .values({ name: 'Branch', parentId: hqId, settings: baseSettings })
    .returning({ id: stores.id });
  const otherHqId = await insertStore(db);
  const attr = {
    drink: await addAttribute(db, hqId, '喜欢的饮品', 'select', { options: ['奶茶', '果茶'], sort: 1 }),
    note: await addAttribute(db, hqId, '过敏说明', 'text', { maxLength: 10, sort: 2 }),
    cups: await addAttribute(db, hqId, '每周杯数', 'number', { sort: 3 }),
    card: await addAttribute(db, hqId, '会员卡号', 'text', { onceOnly: true, sort: 4 }),
    branch: await addAttribute(db, hqId, '开卡门店', 'select', { options: ['静安'], locked: true, sort: 5 }),
    day: await addAttribute(db, hqId, '纪念日', 'date', { sort: 6 }),
    phone: await addAttribute(db, hqId, '紧急联系电话', 'phone', { sort: 7 }),
  };
  // Required: a member of chain B cannot save until it is filled in.
  const otherAttr = await addAttribute(db, otherHqId, '别家的字段', 'text', { required: true });
  return { hqId, branchId: branch!.id, otherHqId, attr, otherAttr };
}

/** A new member's call function, as a shopper of the given store (x-store-id). */
export async function shopper(t: TestApp, storeId: number) {
  const { memberId, session } = await memberSession(t);
  const call = <R = unknown>(path: string, body: unknown = {}) =>
    t.call<R>(`${P}${path}`, body, { session, headers: { 'x-store-id': String(storeId) } });
  return { memberId, session, call };
}
