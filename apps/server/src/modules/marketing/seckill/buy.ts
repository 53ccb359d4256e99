import { createHash } from 'node:crypto';
import type { SeckillOrderOut } from '@shop/contracts';
import { PayCode, type SeckillRefusal, seckillRefusal, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Tx } from '../../../db/client.ts';
import { retryTransaction } from '../../../db/retry-transaction.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../../account/index.ts';
import { insertLineLessOrder, type KindOrder, markPaidAtOnce } from '../../order/index.ts';
import { offersPrepayMethod, payFromBalance, requirePrepayMethod } from '../../payment/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import type { Admitted, SeckillGate } from './gate.ts';
import { findSeckillOrder, type SeckillOrderRow, seckillOrderOut } from './orders.ts';
import { findSession, lookBeforeBuying, rulesOf, type SeckillSessionRow } from './sessions.ts';
import { takeUnits } from './stock.ts';

export interface SeckillBuyInput {
  id: number;
  quantity: number;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice: number;
}

/** What makes two Buy calls the same purchase: the session, the quantity and the method. */
function buyHash(storeId: number, i: SeckillBuyInput): string {
  const canonical = JSON.stringify(['seckill', storeId, i.id, i.quantity, i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function requireSame(first: SeckillOrderRow, hash: string): SeckillOrderRow {
  if (first.order.kind !== 'seckill' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

interface NewSeckill {
  memberId: number;
  storeId: number;
  zone: string;
  session: SeckillSessionRow;
  input: SeckillBuyInput;
  hash: string;
  at: Date;
  byBalance: boolean;
  cancelAfter: Date | null;
}

/**
 * The order, its fact, (by balance) the payment, then the member's limit and the session's stock — in decision
 * 012's order: the new order, the member and ledger, the shared rows last — commit together or not at all: a
 * sale sold out meanwhile refuses the whole purchase with nothing charged and nothing held. The order as placed,
 * or null when the key had its order already (a parallel repeat): nothing taken.
 */
/** The seckill_orders row an order of `p` carries (decision 054's fact). */
function placedFact(p: NewSeckill) {
  return { sessionId: p.session.id, memberId: p.memberId, quantity: p.input.quantity };
}

async function place(tx: Tx, p: NewSeckill): Promise<KindOrder | null> {
  const fact = placedFact(p);
  const order = await insertLineLessOrder(tx, {
    kind: 'seckill',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: p.input.quantity,
    payMethod: p.input.payMethod,
    amount: p.session.seckillPrice * p.input.quantity,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
    facts: [
      {
        table: 'seckill_orders',
        row: {
          session_id: fact.sessionId,
          member_id: fact.memberId,
          quantity: fact.quantity,
          returned: false,
        },
      },
    ],
  });
  if (!order) return null;
  if (p.byBalance && order.amount > 0) {
    await payFromBalance(tx, {
      memberId: p.memberId,
      orderId: order.id,
      orderNo: order.orderNo,
      amount: order.amount,
      reason: 'order_payment',
      at: p.at,
    });
  }
  const placed = p.byBalance ? await markPaidAtOnce(tx, order.id, p.at) : order;
  await takeUnits(tx, p.session, p.memberId, p.input.quantity, p.at);
  return placed;
}

/**
 * Seckill/Buy: units at the seckill price as an order of kind 'seckill', the stock and the member's limit taken
 * as it is placed (paid by balance at once, or held for an online payment's time limit). A repeat of the
 * idempotency key — in sequence or in parallel — answers the first order and takes nothing again. With the
 * Redis gate (decision 073), a buyer it refuses gets the same refusal without a transaction.
 */
export async function buySeckill(
  ctx: MemberContext,
  storeId: number,
  input: SeckillBuyInput,
  gate: SeckillGate | null,
): Promise<SeckillOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  try {
    return await keyedCall(
      () => buyOnce(ctx, storeId, input, gate),
      async () => (await findSeckillOrder(ctx.db, ctx.member.uid, key)) !== null,
    );
  } catch (err) {
    if (err instanceof GateRefusal) throw err.error;
    throw err;
  }
}

/**
 * The gate's refusal, kept from keyedCall's second look at the key: a key the gate refuses is not one it admitted
 * (a repeat of one goes through, never refused), and the reconciler records every key the database has, so there
 * is nothing to look for — a refused crowd costs the database nothing.
 */
class GateRefusal extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/**
 * The gate's word, first of all: refused (thrown as GateRefusal), admitted (the ticket for the places it took),
 * or through (null). It judges from the session's rules as the gate last read them; a buy that a rule would
 * refuse anyway (ended, not running, over the order's limit, a changed price, a method not offered) goes through,
 * for the database path to answer after its look at the key.
 */
async function admitFirst(
  ctx: MemberContext,
  storeId: number,
  input: SeckillBuyInput,
  gate: SeckillGate,
): Promise<Admitted | null> {
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const fresh = () => findSession(ctx.db, storeId, input.id);
  const session = await gate.session(storeId, input.id, fresh);
  if (!session || session.status === 'ended') return null;
  const rules = { ...rulesOf(session), stock: Number.POSITIVE_INFINITY };
  if (seckillRefusal(rules, { loggedIn: true, bought: 0 }, input.quantity, at)) return null;
  if (toMinor(input.expectedPrice) !== session.seckillPrice) return null;
  if (!offersPrepayMethod(store.settings, input.payMethod)) return null;
  const uid = ctx.member.uid;
  const admission = await gate.admit(session, uid, input.quantity, input.idempotencyKey, at, fresh);
  if (admission.verdict === 'refused') throw new GateRefusal(refusalError(admission.refusal));
  return admission.verdict === 'admitted' ? admission.ticket : null;
}

/** With the gate: its word first; an admitted buyer whose order is not placed gives the places back, once. */
async function buyOnce(
  ctx: MemberContext,
  storeId: number,
  input: SeckillBuyInput,
  gate: SeckillGate | null,
): Promise<SeckillOrderOut> {
  const ticket = gate ? await admitFirst(ctx, storeId, input, gate) : null;
  const outcome = { placed: false };
  try {
    return await buyThrough(ctx, storeId, input, gate !== null, outcome);
  } finally {
    // Whatever kept the order from being written (the password, the database's stock or limit, a repeat of the
    // key, a throw), the gate's places go back.
    if (ticket && !outcome.placed) await gate?.giveBack(ticket);
  }
}

/** The database path (decision 069): the key's order, the checks, then the order with its units, or a refusal. */
async function buyThrough(
  ctx: MemberContext,
  storeId: number,
  input: SeckillBuyInput,
  gated: boolean,
  outcome: { placed: boolean },
): Promise<SeckillOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const key = { idempotencyKey: input.idempotencyKey };
  const look = await lookBeforeBuying(ctx.db, storeId, input.id, { memberId: uid, ...key });
  const { session } = look;
  const hash = buyHash(storeId, input);
  const first = look.keyed ? await findSeckillOrder(ctx.db, uid, key) : null;
  if (first) return seckillOrderOut(requireSame(first, hash), ctx.locale);
  if (session.status === 'ended') throw new AppError('SECKILL_ENDED');
  // A plain answer from what is read now; takeUnits' conditional updates are what hold. With the gate, the
  // member's units were the gate's to judge.
  const buyer = { loggedIn: true, bought: gated ? 0 : look.bought };
  refuse(seckillRefusal(rulesOf(session), buyer, input.quantity, at));
  if (toMinor(input.expectedPrice) !== session.seckillPrice) throw new AppError('CART_CHANGED');
  requirePrepayMethod(store.settings, input.payMethod);
  const free = session.seckillPrice === 0;
  const byBalance = free || input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance && !free) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const p: NewSeckill = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    session,
    input,
    hash,
    at,
    byBalance,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  const placed = await retryTransaction(ctx.db, (tx) => place(tx, p));
  outcome.placed = placed !== null;
  // A parallel repeat placed it first: the key's order is read as a repeat's is.
  const made = placed
    ? { order: placed, fact: { orderId: placed.id, ...placedFact(p), returned: false }, session }
    : await findSeckillOrder(ctx.db, uid, key);
  if (!made) throw new Error('a seckill order without its row');
  return seckillOrderOut(requireSame(made, hash), ctx.locale);
}

/** A refusal as the shopper reads it (its limit in the message). */
function refusalError(refusal: SeckillRefusal): AppError {
  return new AppError(refusal.code, 'params' in refusal ? refusal.params : {});
}

function refuse(refusal: SeckillRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}
