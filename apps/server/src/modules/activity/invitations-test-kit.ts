// A chain with invite rules, members and goods orders for the invitation tests (issue 31, decision 076).
import { headerNames } from '@shop/contracts';
import type { InviteRules } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { inviteRewards, memberRelations } from '../../db/schema/activity.ts';
import { giftDeliveries } from '../../db/schema/gift.ts';
import { stores } from '../../db/schema/store.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { freshCode } from '../account/account-test-kit.ts';
import { staffStep } from '../order/order-points-test-kit.ts';
import { insertOrder } from '../order/order-test-kit.ts';

/** The rules most tests run under: 100 points to the inviter at registration, ¥5 each at the first order. */
export const firstRules: InviteRules = {
  bindMode: 'first',
  rewards: {
    registered: { inviter: [{ giftType: 1, quantity: 100 }] },
    first_order: { inviter: [{ giftType: 0, quantity: 500 }], friend: [{ giftType: 0, quantity: 500 }] },
  },
  description: 'Invite friends',
  translations: { 'zh-CN': { description: '邀请好友' } },
};

export interface InviteWorld {
  t: TestApp;
  store: number;
  cake: number;
}

/** One app per suite: a headquarters with `rules` (none: invitations off) and a ¥37 cake. */
export function inviteSuite(target: DbTarget, rules: InviteRules | null = firstRules): InviteWorld {
  return suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db, rules ? { invite: rules } : {});
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 3700, stock: 100_000 });
    return { t, store, cake };
  });
}

/** Changes the store's rules for the tests that follow. */
export async function setRules(w: InviteWorld, rules: InviteRules | null): Promise<void> {
  const [row] = await w.t.db.select().from(stores).where(eq(stores.id, w.store));
  const { invite: _, ...rest } = row!.settings;
  await w.t.db
    .update(stores)
    .set({ settings: rules ? { ...rest, invite: rules } : rest })
    .where(eq(stores.id, w.store));
}

/** A member logged in: id and session. */
export const member = (w: InviteWorld) => memberSession(w.t);

/** An API call as a member of the suite's store. */
export function call<R = unknown>(w: InviteWorld, path: string, body: unknown, session?: string) {
  return w.t.call<R>(path, body, {
    ...(session ? { session } : {}),
    headers: { [headerNames.storeId]: String(w.store) },
  });
}

/** RelationDistribute as `session` to `inviter`. */
export const distribute = (w: InviteWorld, session: string, inviter: number) =>
  call(w, 'customeraccount/RelationDistribute', { superiorCustomerUid: inviter }, session);

let phoneCounter = 0;

/** A phone no other test signs up with. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** Signs up a new phone through the inviter's link (the inviter uid header on the sign-in call). */
export async function signUpVia(w: InviteWorld, inviter: number | null, phone = newPhone()) {
  const code = await freshCode(w.t, phone);
  const headers: Record<string, string> = { [headerNames.storeId]: String(w.store) };
  if (inviter !== null) headers[headerNames.inviterUid] = String(inviter);
  const res = await w.t.call<{ token: string; user: { uid: number } }>(
    'customeraccount/signin',
    { phone, code, agreed: true },
    { headers },
  );
  return {
    status: res.status,
    memberId: res.body.Result?.user.uid ?? 0,
    session: res.body.Result?.token ?? '',
  };
}

/** A paid goods order of the member's, completed by staff; the completion's answer. */
export async function completedOrder(w: InviteWorld, memberId: number) {
  const order = await placedOrder(w, memberId);
  return staffStep(w.t, order.orderNo, 'complete');
}

/** A paid goods order waiting for the store. */
export function placedOrder(w: InviteWorld, memberId: number) {
  return insertOrder(w.t.db, {
    memberId,
    storeId: w.store,
    lines: [{ productId: w.cake, quantity: 1, price: 3700 }],
    status: 'accepted',
    payMethod: 4,
    paidAt: w.t.clock.now(),
    createdAt: w.t.clock.now(),
  });
}

/** A member's relation, rewards as friend or inviter, gift deliveries and ledgers' figures. */
export async function inviteBooks(w: InviteWorld, memberId: number) {
  const [relation] = await w.t.db
    .select()
    .from(memberRelations)
    .where(eq(memberRelations.memberId, memberId));
  const [m] = await w.t.db.select().from(members).where(eq(members.id, memberId));
  const asFriend = await w.t.db.select().from(inviteRewards).where(eq(inviteRewards.friendId, memberId));
  const deliveries = await w.t.db.select().from(giftDeliveries).where(eq(giftDeliveries.memberId, memberId));
  return { relation: relation ?? null, points: m!.points, balance: m!.balance, asFriend, deliveries };
}

/** Disables a member (as staff or a deregistration would). */
export async function disable(w: InviteWorld, memberId: number): Promise<void> {
  await w.t.db.update(members).set({ disabled: true }).where(eq(members.id, memberId));
}
