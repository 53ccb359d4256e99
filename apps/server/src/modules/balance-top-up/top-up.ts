import { createHash } from 'node:crypto';
import type { TopUpOrderOut } from '@shop/contracts';
import { freeAmountRule, fromMinor, isOnlinePayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import { topUpOrders } from '../../db/schema/balance-top-up.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { activeRules, type TopUpRuleRow } from '../balance/index.ts';
import { insertLineLessOrder } from '../order/index.ts';
import { requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { findTopUpOrder, type TopUpOrderRow, topUpOrderOut } from './top-up-orders.ts';

export interface TopUpInput {
  ruleId?: number | undefined;
  amount?: number | undefined;
  payMethod: number;
  idempotencyKey: string;
  expectedRuleId?: number | null | undefined;
}

/** What a top-up pays (minor units) and the rule whose gifts it brings (null: a free amount no rule rewards). */
interface Chosen {
  amount: number;
  rule: TopUpRuleRow | null;
}

/**
 * The amount and rule of a top-up (SPEC §5 'top-up: amount required'): a fixed rule by id, or a free amount under
 * the richest free rule it reaches; refused when neither is given, below the least free amount, or the rule is gone.
 */
export function chooseTopUp(rules: readonly TopUpRuleRow[], input: TopUpInput): Chosen {
  if (input.ruleId !== undefined) {
    const rule = rules.find((r) => r.id === input.ruleId);
    if (rule?.kind !== 'fixed') throw new AppError('TOP_UP_RULE_UNAVAILABLE');
    if (input.amount !== undefined && toMinor(input.amount) !== rule.amount)
      throw new AppError('CART_CHANGED');
    return { amount: rule.amount, rule };
  }
  if (input.amount === undefined) throw new AppError('TOP_UP_AMOUNT_REQUIRED');
  const free = rules.filter((r) => r.kind === 'free');
  if (free.length === 0) throw new AppError('FEATURE_DISABLED');
  const amount = toMinor(input.amount);
  const rule = freeAmountRule(free, amount);
  if (!rule) {
    const least = Math.min(...free.map((r) => r.amount));
    throw new AppError('TOP_UP_AMOUNT_TOO_LOW', { Min: fromMinor(least).toFixed(2) });
  }
  return { amount, rule };
}

/** What makes two TopUp calls the same top-up; the gift the page showed does not. */
function topUpHash(storeId: number, chosen: Chosen, payMethod: number): string {
  const canonical = JSON.stringify(['topup', storeId, chosen.rule?.id ?? null, chosen.amount, payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewTopUp {
  memberId: number;
  storeId: number;
  zone: string;
  chosen: Chosen;
  input: TopUpInput;
  hash: string;
  at: Date;
  cancelAfter: Date;
}

/** The order of kind 'topup' with the gifts copied from its rule; nothing when a parallel repeat inserted it first. */
async function insertTopUp(tx: Tx, p: NewTopUp): Promise<void> {
  const { amount, rule } = p.chosen;
  const order = await insertLineLessOrder(tx, {
    kind: 'topup',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: 1,
    payMethod: p.input.payMethod,
    amount,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
  });
  if (!order) return;
  await tx.insert(topUpOrders).values({
    orderId: order.id,
    memberId: p.memberId,
    ruleId: rule?.id ?? null,
    amount,
    giftBalance: rule?.giftBalance ?? 0,
    giftInstalments: rule?.giftInstalments ?? 1,
    giftEvery: rule?.giftEvery ?? 'month',
    giftItems: rule?.giftItems ?? [],
  });
}

/** The member's order placed with this key (any kind: a key another kind used is a conflict, not a new top-up). */
function orderByKey(ctx: MemberContext, idempotencyKey: string) {
  return findTopUpOrder(ctx.db, ctx.member.uid, { idempotencyKey });
}

/** A repeat of the idempotency key answers the first top-up; any other use of the key is a conflict. */
function requireSame(first: TopUpOrderRow, hash: string): TopUpOrderRow {
  if (first.order.kind !== 'topup' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/**
 * Balance/TopUp: an order of kind 'topup' waiting unpaid for the online payment (order/wxpay); the money and the
 * rule's gifts are credited when it is paid (topUpPayable). Balance cannot top up balance: online methods only. A
 * repeat of the idempotency key — in sequence or in parallel — answers the first order.
 */
export async function placeTopUp(
  ctx: MemberContext,
  storeId: number,
  input: TopUpInput,
): Promise<TopUpOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const chosen = chooseTopUp(await activeRules(ctx.db, storeId), input);
  const hash = topUpHash(storeId, chosen, input.payMethod);
  const first = await orderByKey(ctx, input.idempotencyKey);
  if (first) return topUpOrderOut(ctx.db, requireSame(first, hash), ctx.locale);
  if (input.expectedRuleId !== undefined && input.expectedRuleId !== (chosen.rule?.id ?? null))
    throw new AppError('CART_CHANGED');
  if (!isOnlinePayCode(input.payMethod)) throw new AppError('PAY_METHOD_UNCONFIGURED');
  requirePrepayMethod(store.settings, input.payMethod);
  const cancelAfter = unpaidCancelAt(at, store.settings.unpaidCancelMinutes);
  const placing = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    chosen,
    input,
    hash,
    at,
    cancelAfter,
  };
  await ctx.db.transaction((tx) => insertTopUp(tx, placing));
  const made = await orderByKey(ctx, input.idempotencyKey);
  if (!made) throw new Error('a top-up order without its row');
  return topUpOrderOut(ctx.db, requireSame(made, hash), ctx.locale);
}
