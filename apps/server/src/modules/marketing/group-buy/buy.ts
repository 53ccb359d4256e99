import { createHash } from 'node:crypto';
import type { GroupBuyOrderOut } from '@shop/contracts';
import { groupJoinRefusal, PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { groupBuyOrders } from '../../../db/schema/marketing/group-buy.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../../payment/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { type GroupBuyActivityRow, openRefusal, requireActivity } from './activities.ts';
import { placesIn, requireGroup, stateOf } from './groups.ts';
import { findGroupOrder, type GroupOrderRow, groupOrderOut } from './orders.ts';
import { placeGroupOrder } from './place.ts';

export interface BuyPlaceInput {
  id: number;
  group?: number | undefined;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice: number;
}

/** What makes two Buy calls the same purchase: the activity, the group joined and the method. */
function buyHash(storeId: number, i: BuyPlaceInput): string {
  const canonical = JSON.stringify(['groupBuy', storeId, i.id, i.group ?? null, i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function requireSame(first: GroupOrderRow, hash: string): GroupOrderRow {
  if (first.order.kind !== 'groupBuy' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/** Whether the member already holds a place in the group or waits to pay for one. */
async function alreadyIn(db: DbOrTx, groupId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ orderId: groupBuyOrders.orderId })
    .from(groupBuyOrders)
    .where(
      and(
        eq(groupBuyOrders.groupId, groupId),
        eq(groupBuyOrders.memberId, memberId),
        eq(groupBuyOrders.placed, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The plain answer before anything is written: the activity open, and for a join (mode 1) the group of this
 * activity still awaiting with a place left and the member not in it (domain's groupJoinRefusal). The payment's
 * conditional update is what holds; this only answers early.
 */
async function refuseEarly(
  ctx: MemberContext,
  storeId: number,
  activity: GroupBuyActivityRow,
  i: BuyPlaceInput,
) {
  const at = ctx.clock.now();
  if (i.group === undefined) {
    const refusal = openRefusal(activity, at);
    if (refusal) throw new AppError(refusal);
    return;
  }
  const row = await requireGroup(ctx.db, storeId, i.group);
  if (row.activity.id !== activity.id) throw new AppError('GROUP_BUY_NOT_FOUND');
  const state = stateOf(row, await placesIn(ctx.db, [row.group.id]), at);
  const refusal = groupJoinRefusal(state, {
    loggedIn: true,
    alreadyJoined: await alreadyIn(ctx.db, row.group.id, ctx.member.uid),
  });
  if (refusal) throw new AppError(refusal);
}

interface NewPlace {
  memberId: number;
  storeId: number;
  zone: string;
  activity: GroupBuyActivityRow;
  input: BuyPlaceInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

function insertPlace(tx: Tx, p: NewPlace) {
  return insertLineLessOrder(tx, {
    kind: 'groupBuy',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: 1,
    payMethod: p.input.payMethod,
    amount: p.activity.groupPrice,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
    facts: [
      {
        table: 'group_buy_orders',
        row: {
          activity_id: p.activity.id,
          group_id: p.input.group ?? null,
          member_id: p.memberId,
          leader: p.input.group === undefined,
          placed: false,
        },
      },
    ],
  });
}

/**
 * Balance: the order, the ledger entry and payment row and the place commit together or not at all, so a group
 * filled meanwhile refuses the whole purchase with nothing to refund. Lock order of decision 012: the new order,
 * the member (balance), the ledger, then the group (an activity's shared row).
 */
async function payByBalance(db: Db, p: NewPlace): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertPlace(tx, p);
    if (!order) return;
    if (order.amount > 0) {
      await payFromBalance(tx, {
        memberId: p.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        reason: 'order_payment',
        at: p.at,
      });
    }
    await placeGroupOrder(tx, await markPaidAtOnce(tx, order.id, p.at), p.at);
  });
}

/**
 * GroupPurchase/Buy: a place as an order of kind 'groupBuy' — opening a group (mode 0) or joining one (mode 1) —
 * paid by balance and placed at once, or left unpaid for an online payment (placed once when it is paid,
 * groupBuyKind.onPaid). A repeat of the idempotency key answers the first order and pays nothing again.
 */
export function buyGroupPlace(
  ctx: MemberContext,
  storeId: number,
  input: BuyPlaceInput,
): Promise<GroupBuyOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findGroupOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(ctx: MemberContext, storeId: number, input: BuyPlaceInput): Promise<GroupBuyOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const activity = await requireActivity(ctx.db, storeId, input.id);
  const hash = buyHash(storeId, input);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findGroupOrder(ctx.db, uid, key);
  if (first) return groupOrderOut(ctx.db, requireSame(first, hash), at, ctx.locale);
  if (toMinor(input.expectedPrice) !== activity.groupPrice) throw new AppError('CART_CHANGED');
  await refuseEarly(ctx, storeId, activity, input);
  requirePrepayMethod(store.settings, input.payMethod);
  const free = activity.groupPrice === 0;
  const byBalance = free || input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance && !free) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const place: NewPlace = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    activity,
    input,
    hash,
    at,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  if (byBalance) await payByBalance(ctx.db, place);
  else await ctx.db.transaction((tx) => insertPlace(tx, place));
  const made = await findGroupOrder(ctx.db, uid, key);
  if (!made) throw new Error('a group buy order without its row');
  return groupOrderOut(ctx.db, requireSame(made, hash), at, ctx.locale);
}
