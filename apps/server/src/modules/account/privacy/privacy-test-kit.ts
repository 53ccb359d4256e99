// A member with something to lose: balance and points with their ledger rows, a paid order, a profile.
import { eq } from 'drizzle-orm';
import { members, sessions } from '../../../db/schema/account/member.ts';
import { balanceEntries } from '../../../db/schema/balance.ts';
import { pointsEntries } from '../../../db/schema/points.ts';
import { createSession } from '../../../platform/auth/sessions.ts';
import { insertMember, insertProduct, insertStore } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/harness.ts';
import { moveBalance } from '../../balance/ledger.ts';
import { insertOrder } from '../../order/order-test-kit.ts';

let phoneCounter = 0;

/** A phone number no other member of this test process has. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `135${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export const privacyCall = {
  assets: (t: TestApp, session?: string) =>
    t.call<{ assets: Array<{ kind: string; unit: string; amount: number; name: string }> }>(
      'customeraccount/GetDeregisterAssets',
      {},
      { session },
    ),
  disable: (t: TestApp, body: Record<string, unknown>, session?: string) =>
    t.call<{ disabled: true; disabledAt: string }>('customeraccount/disable', body, { session }),
  cancel: (t: TestApp, session?: string) => t.call('customeraccount/CancelAgreePrivacy', {}, { session }),
  whoAmI: (t: TestApp, session: string) =>
    t.call<{ isLogin: boolean }>('customeraccount/FindLoginInfo', { storeId: 1 }, { session }),
};

export interface RichMember {
  memberId: number;
  phone: string;
  session: string;
  orderId: number;
}

/**
 * A member with a full profile, ¥120.00 on the balance (ledger: +150.00 opening, -30.00 for a paid order) and
 * 80 points (one ledger entry), logged in with two sessions (the second as on another device).
 */
export async function richMember(t: TestApp): Promise<RichMember & { otherSession: string }> {
  const phone = uniquePhone();
  const memberId = await insertMember(t.db, phone);
  const now = t.clock.now();
  await t.db
    .update(members)
    .set({
      name: 'Lin Mei',
      email: `lin${memberId}@example.com`,
      birthday: '1990-04-02',
      gender: 2,
      photoPath: `/media/avatars/${memberId}.png`,
      contactAddress: '1 Nanjing West Road',
      className: 'Class 3',
      studentNo: 'S-1002',
      passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
      passwordSetAt: now,
      payPasswordHash: 'scrypt$16384$8$1$c2FsdA$cGF5',
      privacyAgreedAt: now,
      points: 80,
    })
    .where(eq(members.id, memberId));
  await t.db.insert(pointsEntries).values({
    memberId,
    delta: 80,
    pointsAfter: 80,
    reason: 'manual_edit',
    createdAt: now,
  });
  await t.db.transaction((tx) =>
    moveBalance(tx, { memberId, delta: 15_000, reason: 'manual_edit', note: 'opening', at: now }),
  );
  const storeId = await insertStore(t.db);
  const productId = await insertProduct(t.db, storeId, { name: 'Latte', price: 3000 });
  const order = await insertOrder(t.db, {
    memberId,
    storeId,
    lines: [{ productId, quantity: 1, price: 3000 }],
    payMethod: 2,
    createdAt: now,
    paidAt: now,
  });
  const session = await createSession(t.db, t.clock, memberId);
  const otherSession = await createSession(t.db, t.clock, memberId);
  return { memberId, phone, session, otherSession, orderId: order.id };
}

/** The open (not revoked) sessions of a member. */
export async function openSessions(t: TestApp, memberId: number): Promise<number> {
  const rows = await t.db.select().from(sessions).where(eq(sessions.memberId, memberId));
  return rows.filter((s) => s.revokedAt === null).length;
}

/** The member's row as stored. */
export async function memberRow(t: TestApp, memberId: number) {
  const [row] = await t.db.select().from(members).where(eq(members.id, memberId));
  return row!;
}

/** How many balance and points ledger rows the member has. */
export async function ledgerRows(t: TestApp, memberId: number) {
  const balance = await t.db.select().from(balanceEntries).where(eq(balanceEntries.memberId, memberId));
  const points = await t.db.select().from(pointsEntries).where(eq(pointsEntries.memberId, memberId));
  return { balance: balance.length, points: points.length };
}
