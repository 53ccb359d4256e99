// The catalogue and call helpers of the checkout tests; independent of the demo data.
import { randomBytes } from 'node:crypto';
import { headerNames, type PlacedOrderOut, type SettlementPreviewOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { memberAddresses } from '../../db/schema/address.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { attributeGroups, attributeOptions } from '../../db/schema/catalog.ts';
import { type StoreSettings, stores } from '../../db/schema/store.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import type { CallResult, TestApp } from '../../test/harness.ts';

/** A store whose status and hours are set before its first call (store rows are cached after that). */
export async function storeWith(
  db: Db,
  settings: Partial<StoreSettings> = {},
  row: Partial<Pick<typeof stores.$inferInsert, 'status' | 'openingHours'>> = {},
): Promise<number> {
  const id = await insertStore(db, settings);
  if (Object.keys(row).length > 0) await db.update(stores).set(row).where(eq(stores.id, id));
  return id;
}

/** A required single-choice option group; returns its option ids. */
export async function requiredGroup(
  db: Db,
  productId: number,
  name: string,
  options: Array<[string, number]>,
) {
  const [group] = await db
    .insert(attributeGroups)
    .values({ productId, name, required: true })
    .returning({ id: attributeGroups.id });
  const rows = await db
    .insert(attributeOptions)
    .values(options.map(([n, priceAdd], sort) => ({ groupId: group!.id, name: n, priceAdd, sort })))
    .returning({ id: attributeOptions.id });
  return rows.map((r) => r.id);
}

/** A combo's group of choices (decision 032): between min and max of its options make a set; returns their ids. */
export async function choiceGroup(
  db: Db,
  productId: number,
  name: string,
  [min, max]: [number, number],
  adds: number[],
) {
  const [group] = await db
    .insert(attributeGroups)
    .values({ productId, name, required: min > 0, multiple: max > 1, minChoices: min, maxChoices: max })
    .returning({ id: attributeGroups.id });
  const rows = await db
    .insert(attributeOptions)
    .values(
      adds.map((priceAdd, sort) => ({ groupId: group!.id, name: `${name} ${sort + 1}`, priceAdd, sort })),
    )
    .returning({ id: attributeOptions.id });
  return rows.map((r) => r.id);
}

/** A logged-in member with a phone and a balance (minor units, with its opening ledger entry). */
export async function shopper(t: TestApp, balance = 0) {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const s = await memberSession(t, phone);
  if (balance > 0) {
    await t.db.update(members).set({ balance }).where(eq(members.id, s.memberId));
    await t.db.insert(balanceEntries).values({
      memberId: s.memberId,
      delta: balance,
      balanceAfter: balance,
      reason: 'manual_edit',
      createdAt: t.clock.now(),
    });
  }
  return { ...s, phone };
}

export const newKey = () => randomBytes(16).toString('base64url');

export interface Line {
  ProductId: number;
  ProductNum: number;
  CartItemAttributes?: Array<{ txtproductAttributeUid: number | string }>;
  [field: string]: unknown;
}

/** A checkout call in a store as a member. */
export function checkoutCall<R>(t: TestApp, path: string, body: unknown, store: number, session: string) {
  return t.call<R>(path, body, { session, headers: { [headerNames.storeId]: String(store) } });
}

/** placefast with cash, the member's phone and a fresh key unless the body says otherwise. */
export function place(
  t: TestApp,
  store: number,
  who: { session: string; phone: string },
  items: Line[],
  extra: Record<string, unknown> = {},
): Promise<CallResult<PlacedOrderOut>> {
  const body = {
    idempotencyKey: newKey(),
    orderMode: 'takeout',
    items,
    payMethod: 1,
    contactPhone: who.phone,
    ...extra,
  };
  return checkoutCall<PlacedOrderOut>(t, 'order/placefast', body, store, who.session);
}

/** The settlement preview of the lines. */
export function preview(t: TestApp, store: number, session: string, items: Line[]) {
  return checkoutCall<SettlementPreviewOut>(
    t,
    'checkout/IndexNoDiscount',
    { orderMode: 'takeout', items },
    store,
    session,
  );
}

export { insertProduct };

/** A delivery address of the member at a point (a Jing'an street, precise to the place). */
export async function insertAddress(
  t: TestApp,
  memberId: number,
  at: { latitude: number; longitude: number },
): Promise<number> {
  const [row] = await t.db
    .insert(memberAddresses)
    .values({
      memberId,
      receiver: '王小明',
      phone: '13912345678',
      provinceCode: '310000',
      province: '上海市',
      cityCode: '310100',
      city: '上海市',
      districtCode: '310106',
      district: '静安区',
      detail: '愚园路 168 号',
      houseNumber: '301',
      lat: at.latitude,
      lng: at.longitude,
      precision: 'place',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning({ id: memberAddresses.id });
  return row!.id;
}
