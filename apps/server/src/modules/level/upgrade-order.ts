import { createHash } from 'node:crypto';
import type { UpgradeOrderOut } from '@shop/contracts';
import { type Locale, PayCode, unpaidCancelAt } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { members } from '../../db/schema/account/member.ts';
import { upgradeOrders } from '../../db/schema/level/upgrade-orders.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { requireLevel } from './levels.ts';
import { type LevelRow, lockMembers, memberRank } from './member-level.ts';
import { findUpgradeOrder, type UpgradeOrderRow, upgradeOut } from './upgrade-read.ts';
import { completeUpgrade } from './upgrade-settle.ts';

export interface UpdateCategoryInput {
  categoryId?: number | undefined;
  setCode?: string | undefined;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  inviterUid?: number | undefined;
}

/** What makes two UpdateCategory calls the same upgrade; the payment password does not. */
function upgradeHash(p: { storeId: number; levelId: number; payMethod: number; inviter: number | null }) {
  const canonical = JSON.stringify(['upgrade', p.storeId, p.levelId, p.payMethod, p.inviter]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A repeat of the idempotency key answers the first upgrade order; any other use of the key is a conflict. */
function replay(first: UpgradeOrderRow, hash: string, locale: Locale): UpgradeOrderOut {
  if (first.order.kind !== 'upgrade' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return upgradeOut(first, locale);
}

/** The inviter of the link, if they are an active member; anyone else earns nothing (and is not refused). */
async function activeInviter(db: Db, uid: number | undefined): Promise<number | null> {
  if (uid === undefined) return null;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, uid), eq(members.disabled, false)));
  return row?.id ?? null;
}

interface NewUpgrade {
  memberId: number;
  storeId: number;
  level: LevelRow;
  payMethod: number;
  inviterId: number | null;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
  zone: string;
  cancelAfter: Date | null;
}

/** Inserts the upgrade order and what it buys; null when a parallel call with the same key inserted it first. */
async function insertUpgradeOrder(tx: Tx, u: NewUpgrade) {
  const order = await insertLineLessOrder(tx, {
    kind: 'upgrade',
    memberId: u.memberId,
    storeId: u.storeId,
    zone: u.zone,
    quantity: 1,
    payMethod: u.payMethod,
    amount: u.level.upgradePrice!,
    idempotencyKey: u.idempotencyKey,
    requestHash: u.requestHash,
    at: u.at,
    cancelAfter: u.cancelAfter,
  });
  if (order)
    await tx
      .insert(upgradeOrders)
      .values({ orderId: order.id, targetCategoryId: u.level.id, inviterId: u.inviterId });
  return order;
}

/**
 * Balance: the order, the ledger entry, the payment row and the level change commit together or not at all.
 * The balance moves by payFromBalance's conditional update (BALANCE_INSUFFICIENT), and a level no longer
 * higher by the time the member row is locked refuses the whole upgrade (LEVEL_NOT_HIGHER): nothing is written.
 */
async function payByBalance(db: Db, u: NewUpgrade): Promise<number | null> {
  return retryTransaction(db, async (tx) => {
    const order = await insertUpgradeOrder(tx, u);
    if (!order) return null;
    // Before the balance moves (which locks the member): both rows in id order, as completeUpgrade takes them.
    await lockMembers(tx, [u.memberId, u.inviterId]);
    const amount = order.amount;
    await payFromBalance(tx, {
      memberId: u.memberId,
      orderId: order.id,
      orderNo: order.orderNo,
      amount,
      reason: 'level_upgrade',
      at: u.at,
    });
    const paid = await markPaidAtOnce(tx, order.id, u.at);
    if (!(await completeUpgrade(tx, paid, u.at))) throw new AppError('LEVEL_NOT_HIGHER');
    return order.id;
  });
}

/** Online: an unpaid upgrade order with the store's payment deadline; order/wxpay takes it from there. */
async function openUnpaid(db: Db, u: NewUpgrade): Promise<number | null> {
  return db.transaction(async (tx) => (await insertUpgradeOrder(tx, u))?.id ?? null);
}

/**
 * CustomerCategory/UpdateCategory (SPEC §5 paid upgrade, §6 upgrade by payment or invitation): checks the level,
 * the invitation and the payment method, then pays by balance at once or opens an online payment. A repeat of
 * the idempotency key — in sequence or in parallel — answers the first order and pays nothing again.
 */
export function updateCategory(
  ctx: MemberContext,
  storeId: number,
  input: UpdateCategoryInput,
): Promise<UpgradeOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => upgradeOnce(ctx, storeId, input),
    async () => (await findUpgradeOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function upgradeOnce(ctx: MemberContext, storeId: number, input: UpdateCategoryInput) {
  const uid = ctx.member.uid;
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const level = await requireLevel(ctx.db, input);
  const inviter = input.inviterUid ?? null;
  const requestHash = upgradeHash({ storeId, levelId: level.id, payMethod: input.payMethod, inviter });
  const first = await findUpgradeOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return replay(first, requestHash, ctx.locale);
  if (level.upgradePrice === null) throw new AppError('LEVEL_NOT_PURCHASABLE');
  if (inviter === uid) throw new AppError('INVITE_SELF');
  requirePrepayMethod(store.settings, input.payMethod);
  const at = ctx.clock.now();
  const rank = await memberRank(ctx.db, uid, at);
  if (rank !== null && rank >= level.rank) throw new AppError('LEVEL_NOT_HIGHER');
  const byBalance = input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the upgrade is refused.
  if (byBalance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const upgrade: NewUpgrade = {
    memberId: uid,
    storeId,
    level,
    payMethod: input.payMethod,
    inviterId: await activeInviter(ctx.db, input.inviterUid),
    idempotencyKey: input.idempotencyKey,
    requestHash,
    at,
    zone: store.settings.timezone,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  await (byBalance ? payByBalance(ctx.db, upgrade) : openUnpaid(ctx.db, upgrade));
  // Whether this call made the order or a parallel repeat did, the answer is the order as it now stands.
  const made = await findUpgradeOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('an upgrade order without its row');
  return replay(made, requestHash, ctx.locale);
}
