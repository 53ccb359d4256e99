import { createHash } from 'node:crypto';
import type { PartnerOrderOut } from '@shop/contracts';
import { fromMinor, type Locale, PayCode, partnerExpiry, toMinor, unpaidCancelAt } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { partnerLevels, partnerOrders, partners } from '../../db/schema/partner.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import {
  findKindOrder,
  insertLineLessOrder,
  kindOrderKeys,
  markPaidAtOnce,
  moveKindOrder,
  type OrderIdentity,
  type OrderKindRules,
  type PaidOutcome,
  presentKindOrder,
  refundUnfulfilled,
  selectKindOrders,
} from '../order/index.ts';
import {
  type MemberOrderKey,
  payFromBalance,
  type RefundDeps,
  requirePrepayMethod,
} from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import type { LevelRow } from './identity.ts';
import { levelOut } from './reads.ts';
import { programmeSettings } from './settings.ts';

export interface BuyLevelInput {
  levelId: number;
  agreementVersion: string;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice?: number | undefined;
}

function buyHash(storeId: number, i: BuyLevelInput): string {
  const canonical = JSON.stringify(['partner', storeId, i.levelId, i.payMethod, i.agreementVersion]);
  return createHash('sha256').update(canonical).digest('base64url');
}

async function findLevelOrder(db: Db | Tx, memberId: number, by: MemberOrderKey) {
  const query = selectKindOrders(db, { level: partnerLevels })
    .innerJoin(partnerOrders, eq(partnerOrders.orderId, kindOrderKeys.id))
    .innerJoin(partnerLevels, eq(partnerLevels.id, partnerOrders.levelId));
  return findKindOrder(query, memberId, 'partner', by);
}

type LevelOrderRow = NonNullable<Awaited<ReturnType<typeof findLevelOrder>>>;

function orderOut(row: LevelOrderRow, locale: Locale): PartnerOrderOut {
  return {
    ...presentKindOrder(row.order, ['amount', 'createdAt', 'paidAt']),
    level: levelOut(row.level, locale),
  };
}

function replay(first: LevelOrderRow, hash: string, locale: Locale): PartnerOrderOut {
  if (first.order.kind !== 'partner' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return orderOut(first, locale);
}

/**
 * Signs the buyer at the order's level (SPEC §6: validity from signing), in the caller's transaction: a new partner
 * (or one rejected, revoked or expired) from now; the same level held and in force renewed from its end
 * (partner/recharge). False — nothing written — when they hold a higher level by now or an application waits.
 */
async function signBought(tx: Tx, order: OrderIdentity, at: Date): Promise<boolean> {
  const [bought] = await tx
    .select({ fact: partnerOrders, level: partnerLevels })
    .from(partnerOrders)
    .innerJoin(partnerLevels, eq(partnerLevels.id, partnerOrders.levelId))
    .where(eq(partnerOrders.orderId, order.id));
  if (!bought) throw new Error(`order ${order.orderNo} buys no partner level`);
  const [held] = await tx
    .select({ partner: partners, rank: partnerLevels.rank })
    .from(partners)
    .innerJoin(partnerLevels, eq(partnerLevels.id, partners.levelId))
    .where(eq(partners.memberId, order.memberId))
    .for('update');
  const inForce = held?.partner.status === 'active' && (held.partner.expiresAt ?? at) >= at;
  if (held?.partner.status === 'applied') return false;
  if (inForce && held.rank > bought.level.rank) return false;
  const renew = inForce && held.partner.levelId === bought.level.id;
  const from = renew && held.partner.expiresAt ? held.partner.expiresAt : at;
  const values = {
    memberId: order.memberId,
    storeId: bought.level.storeId,
    levelId: bought.level.id,
    via: 'purchase' as const,
    status: 'active' as const,
    agreementVersion: bought.fact.agreementVersion,
    appliedAt: at,
    signedAt: renew ? (held.partner.signedAt ?? at) : at,
    expiresAt:
      renew && held.partner.expiresAt === null ? null : partnerExpiry(from, bought.level.validityDays),
  };
  await tx.insert(partners).values(values).onConflictDoUpdate({ target: partners.memberId, set: values });
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'partner' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`partner order ${order.orderNo} was not waiting to complete`);
  return true;
}

/** A gateway payment of a level order: signs the buyer, or gives the money back when it no longer can. */
async function applyLevelPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  if (await signBought(tx, order, at)) return 'applied';
  deps.log.warn({ orderNo: order.orderNo }, 'partner level no longer purchasable for the member; refunding');
  return refundUnfulfilled(tx, deps, order.id, 'PARTNER_ALREADY', at);
}

/** A partner level bought: signed the moment it is paid, so not cancelled or refunded by the lifecycle. */
export const partnerLevelKind: OrderKindRules = {
  kind: 'partner',
  cancel: {},
  onPaid: (tx, deps, order, at) => applyLevelPayment(tx, deps, order, at),
};

/** The refusals known before any money moves, on the rows as they are now. */
async function requireBuyable(db: Db, memberId: number, level: LevelRow, at: Date) {
  const [held] = await db
    .select({ partner: partners, rank: partnerLevels.rank })
    .from(partners)
    .innerJoin(partnerLevels, eq(partnerLevels.id, partners.levelId))
    .where(eq(partners.memberId, memberId));
  if (!held) return;
  const inForce = held.partner.status === 'active' && (held.partner.expiresAt ?? at) >= at;
  if (held.partner.status === 'applied' || (inForce && held.rank > level.rank))
    throw new AppError('PARTNER_ALREADY');
}

/**
 * Partner/Upgrade (SPEC §2 partner/upgrade and recharge): a level for sale, the agreement of the store's version,
 * the price shown; by balance at once (the order, the balance entry, the payment row and the signing in one
 * transaction) or online (unpaid until order/wxpay; signed by the payment's onPaid). A repeat of the key — in
 * sequence or in parallel — answers the first order and pays nothing again.
 */
export function buyLevel(
  ctx: MemberContext,
  storeId: number,
  input: BuyLevelInput,
): Promise<PartnerOrderOut> {
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () =>
      (await findLevelOrder(ctx.db, ctx.member.uid, { idempotencyKey: input.idempotencyKey })) !== null,
  );
}

async function buyOnce(ctx: MemberContext, storeId: number, input: BuyLevelInput): Promise<PartnerOrderOut> {
  const uid = ctx.member.uid;
  const hash = buyHash(storeId, input);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findLevelOrder(ctx.db, uid, key);
  if (first) return replay(first, hash, ctx.locale);
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const settings = await programmeSettings(ctx.db, storeId);
  if (!settings.signUpOpen) throw new AppError('PARTNER_SIGNUP_CLOSED');
  const [level] = await ctx.db.select().from(partnerLevels).where(eq(partnerLevels.id, input.levelId));
  if (!level?.open || level.price === null || level.storeId !== (store.parentId ?? store.id))
    throw new AppError('PARTNER_LEVEL_NOT_FOUND');
  if (input.agreementVersion !== settings.agreementVersion)
    throw new AppError('PARTNER_AGREEMENT_OUTDATED', {}, { Version: settings.agreementVersion });
  if (input.expectedPrice !== undefined && toMinor(input.expectedPrice) !== level.price)
    throw new AppError('CART_CHANGED', {}, { Price: fromMinor(level.price) });
  const at = ctx.clock.now();
  await requireBuyable(ctx.db, uid, level, at);
  requirePrepayMethod(store.settings, input.payMethod);
  const byBalance = input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const place = (tx: Tx) =>
    insertLineLessOrder(tx, {
      kind: 'partner',
      memberId: uid,
      storeId,
      zone: store.settings.timezone,
      quantity: 1,
      payMethod: input.payMethod,
      amount: level.price!,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      at,
      cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
      facts: [
        { table: 'partner_orders', row: { level_id: level.id, agreement_version: input.agreementVersion } },
      ],
    });
  if (byBalance)
    await retryTransaction(ctx.db, async (tx) => {
      const order = await place(tx);
      if (!order) return;
      if (order.amount > 0)
        await payFromBalance(tx, {
          memberId: uid,
          orderId: order.id,
          orderNo: order.orderNo,
          amount: order.amount,
          reason: 'partner_level',
          at,
        });
      const paid = await markPaidAtOnce(tx, order.id, at);
      if (!(await signBought(tx, paid, at))) throw new AppError('PARTNER_ALREADY');
    });
  else await ctx.db.transaction(async (tx) => void (await place(tx)));
  const made = await findLevelOrder(ctx.db, uid, key);
  if (!made) throw new Error('a partner level order without its row');
  return replay(made, hash, ctx.locale);
}

/** Partner/UpgradeOrder: one of the member's level orders; ORDER_NOT_FOUND for another's or none. */
export async function memberLevelOrder(ctx: MemberContext, orderNo: string): Promise<PartnerOrderOut> {
  const row = await findLevelOrder(ctx.db, ctx.member.uid, { orderNo });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return orderOut(row, ctx.locale);
}
