import { createHash } from 'node:crypto';
import type { GroupMealBookingOut } from '@shop/contracts';
import {
  checkHeadcount,
  localDate,
  localTime,
  PayCode,
  parseClock,
  setMenuDeposit,
  setMenuTotal,
  storeRefusal,
  toMinor,
  unpaidCancelAt,
  zonedMidnight,
} from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { groupMealBookings } from '../../db/schema/marketing.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireReservationTime, requireStoreRecord, type StoreRow, stateOf } from '../store/index.ts';
import { memberBooking, toBookingOut } from './bookings.ts';
import { requireSetMenu, type SetMenuRow, termsOf } from './set-menus.ts';

export interface BookInput {
  idempotencyKey: string;
  menuId: number;
  headcount: number;
  date: string;
  slot: string;
  payMethod: number;
  payPassword?: string | undefined;
  remark?: string | undefined;
  expectedDeposit?: number | undefined;
}

/** What makes two Book calls the same booking; the payment password and the figure seen do not. */
function bookingHash(storeId: number, i: BookInput): string {
  const canonical = JSON.stringify([
    'groupMeal',
    storeId,
    i.menuId,
    i.headcount,
    i.date,
    i.slot,
    i.payMethod,
    i.remark ?? '',
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The meal's instant: the slot on the store's clock of that date. The menu's weekdays and slots and the store's
 * reservation window (SPEC §5, §9) must all allow it: APPOINTMENT_TIME_INVALID with its detail otherwise.
 */
function mealTime(store: StoreRow, menu: SetMenuRow, input: BookInput, now: Date): Date {
  const minutes = parseClock(input.slot);
  if (minutes === null || !menu.slots.includes(input.slot))
    throw new AppError('APPOINTMENT_TIME_INVALID', {}, { detail: 'outside_hours' });
  const zone = store.settings.timezone;
  const at = new Date(zonedMidnight(input.date, zone).getTime() + minutes * 60_000);
  if (localDate(at, zone) !== input.date)
    throw new AppError('APPOINTMENT_TIME_INVALID', {}, { detail: 'outside_hours' });
  requireReservationTime(store, at, now);
  if (!menu.weekdays.includes(localTime(at, zone).weekday))
    throw new AppError('APPOINTMENT_TIME_INVALID', {}, { detail: 'rest_day' });
  return at;
}

interface NewBooking {
  memberId: number;
  store: StoreRow;
  menu: SetMenuRow;
  input: BookInput;
  hash: string;
  mealAt: Date;
  total: number;
  deposit: number;
  at: Date;
}

/** The order of kind 'groupMeal' carrying the deposit; null when a parallel call with the key inserted it first. */
function insertOrder(tx: Tx, b: NewBooking, paidNow: boolean) {
  return insertLineLessOrder(tx, {
    kind: 'groupMeal',
    memberId: b.memberId,
    storeId: b.store.id,
    zone: b.store.settings.timezone,
    // A group meal is eaten in, at its time; the booking row says what is booked.
    pickupAt: b.mealAt,
    remark: b.input.remark ?? '',
    quantity: b.input.headcount,
    payMethod: b.input.payMethod,
    amount: b.deposit,
    idempotencyKey: b.input.idempotencyKey,
    requestHash: b.hash,
    at: b.at,
    cancelAfter: paidNow ? null : unpaidCancelAt(b.at, b.store.settings.unpaidCancelMinutes),
    placedStatus: 'booked',
    paidNow,
  });
}

/**
 * One transaction: the order, the booking, and for a balance deposit the ledger entry and its payment row
 * (payFromBalance: BALANCE_INSUFFICIENT undoes everything). Lock order of decision 012: the new order, then the
 * member (balance), then the ledger entry.
 */
async function writeBooking(ctx: MemberContext, b: NewBooking): Promise<void> {
  const byBalance = b.input.payMethod === PayCode.balance && b.deposit > 0;
  const paidNow = byBalance || b.deposit === 0;
  await retryTransaction(ctx.db, async (tx) => {
    const order = await insertOrder(tx, b, paidNow);
    if (!order) return;
    await tx.insert(groupMealBookings).values({
      orderId: order.id,
      memberId: b.memberId,
      storeId: b.store.id,
      menuId: b.menu.id,
      menuName: b.menu.name,
      headcount: b.input.headcount,
      mealAt: b.mealAt,
      total: b.total,
      cutoffHours: b.menu.cutoffHours,
      remark: b.input.remark ?? '',
    });
    if (!byBalance) return;
    await payFromBalance(tx, {
      memberId: b.memberId,
      orderId: order.id,
      orderNo: order.orderNo,
      amount: b.deposit,
      reason: 'group_meal_deposit',
      at: b.at,
    });
  });
}

/** The booking a key already made: the same call answers it again, another body with the key is a conflict. */
async function replay(ctx: MemberContext, key: string, hash: string): Promise<GroupMealBookingOut | null> {
  const [first] = await ctx.db
    .select({ orderNo: orders.orderNo, kind: orders.kind, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.memberId, ctx.member.uid), eq(orders.idempotencyKey, key)));
  if (!first) return null;
  if (first.kind !== 'groupMeal' || first.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
  const row = await memberBooking(ctx.db, ctx.member.uid, first.orderNo);
  if (!row) throw new Error(`group meal order ${first.orderNo} without its booking`);
  return toBookingOut(row, ctx.clock.now(), ctx.locale);
}

/**
 * GroupMeal/Book: checks the menu, headcount, time and payment method, then books with the deposit paid by
 * balance at once, or waiting unpaid for an online payment (order/wxpay, expiring like an unpaid order). A repeat
 * of the idempotency key — in sequence or in parallel — answers the first booking and pays nothing again.
 */
export async function bookGroupMeal(
  ctx: MemberContext,
  storeId: number,
  input: BookInput,
): Promise<GroupMealBookingOut> {
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const hash = bookingHash(storeId, input);
  const first = await replay(ctx, input.idempotencyKey, hash);
  if (first) return first;
  const now = ctx.clock.now();
  const menu = await requireSetMenu(ctx.db, storeId, input.menuId);
  const terms = termsOf(menu);
  const headcount = checkHeadcount(terms, input.headcount);
  if (!headcount.ok) throw new AppError(headcount.code, headcount.params);
  const refusal = storeRefusal(stateOf(store, now), { reservation: true });
  if (refusal) throw new AppError(refusal);
  const mealAt = mealTime(store, menu, input, now);
  const deposit = setMenuDeposit(terms, input.headcount);
  if (input.expectedDeposit !== undefined && toMinor(input.expectedDeposit) !== deposit)
    throw new AppError('CART_CHANGED');
  requirePrepayMethod(store.settings, input.payMethod);
  const uid = ctx.member.uid;
  if (input.payMethod === PayCode.balance && deposit > 0)
    await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const total = setMenuTotal(terms, input.headcount);
  await writeBooking(ctx, { memberId: uid, store, menu, input, hash, mealAt, total, deposit, at: now });
  const made = await replay(ctx, input.idempotencyKey, hash);
  if (!made) throw new Error('a group meal booking without its order');
  return made;
}
