import { commissionRule, lineCommission, releaseAt, reversalDelta } from '@shop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { partnerOrderGuides, partnerProductCommissions, profitEntries } from '../../db/schema/partner.ts';
import { inviterChain } from '../activity/index.ts';
import {
  lockRank,
  type OrderEffect,
  type OrderFacts,
  type OrderRefund,
  orderLineAmounts,
} from '../order/index.ts';
import { appendProfit } from './accounts.ts';
import { partnersInForce } from './identity.ts';
import { programmeSettings } from './settings.ts';

/**
 * Who earns on an order at relation levels 1 and 2: first the partner whose guider cookie brought it, else the
 * buyer's inviter (the buyer themself only when the store pays a partner's own purchases); second, when the store
 * pays two levels, the first one's own inviter. Only partners in force at `at` earn; the buyer never earns on their
 * own order unless the store allows it.
 */
export async function earnersOf(tx: Tx, order: OrderFacts, at: Date, own: boolean, second: boolean) {
  const [guide] = await tx
    .select({ partnerId: partnerOrderGuides.partnerId })
    .from(partnerOrderGuides)
    .where(eq(partnerOrderGuides.orderId, order.id));
  const buyerChain = await inviterChain(tx, order.memberId, at);
  const buyerInForce = own && (await partnersInForce(tx, [order.memberId], at)).has(order.memberId);
  const first = guide?.partnerId ?? (buyerInForce ? order.memberId : (buyerChain[0] ?? null));
  if (first === null || (first === order.memberId && !own)) return [];
  const next = second ? ((await inviterChain(tx, first, at))[0] ?? null) : null;
  const ids = [first, ...(next !== null && next !== first && (next !== order.memberId || own) ? [next] : [])];
  const inForce = await partnersInForce(tx, ids, at);
  return ids.flatMap((id, i) => {
    const found = inForce.get(id);
    return found ? [{ memberId: id, relation: (i + 1) as 1 | 2, level: found.level }] : [];
  });
}

/**
 * A completed goods order's commission (decision 078): per line, from the line's allocated paid amount less what
 * was already refunded (never the list price, never per unit and again per line), at each earning level by the
 * product's own rule else the partner level's rate; pending until the store's hold days end (release_at, in its
 * zone). Each (line, partner, level) once by the ledger's unique key; accounts moved in ascending member order.
 */
export async function earnCommission(tx: Tx, order: OrderFacts, at: Date): Promise<void> {
  const settings = await programmeSettings(tx, order.storeId);
  const earners = await earnersOf(tx, order, at, settings.ownPurchases, settings.secondLevel);
  if (earners.length === 0) return;
  const lines = await orderLineAmounts(tx, order.id);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const own =
    productIds.length === 0
      ? []
      : await tx
          .select()
          .from(partnerProductCommissions)
          .where(inArray(partnerProductCommissions.productId, productIds));
  const byProduct = new Map(own.map((p) => [p.productId, p]));
  const due = releaseAt(at, settings.holdDays, settings.timeZone);
  for (const earner of [...earners].sort((a, b) => a.memberId - b.memberId)) {
    const levelRate = earner.relation === 1 ? earner.level.firstRate : earner.level.secondRate;
    for (const line of lines) {
      const rule = commissionRule(earner.relation, levelRate, byProduct.get(line.productId) ?? null);
      const amount = lineCommission(
        { paidAmount: line.paidAmount - line.refundedAmount, quantity: line.quantity },
        rule,
      );
      if (amount <= 0) continue;
      await appendProfit(tx, {
        memberId: earner.memberId,
        kind: 'commission',
        pendingDelta: amount,
        withdrawableDelta: 0,
        orderId: order.id,
        orderLineId: line.id,
        level: earner.relation,
        releaseAt: due,
        at,
      });
    }
  }
}

/**
 * A refund's reversal of exactly its lines' commission (decision 078): each commission of a refunded line, locked
 * (FOR UPDATE, in id order: a release racing this refund waits, or went first), loses the share of what is left of
 * it that the refund is of what the line had left; from pending when not released yet, else from withdrawable —
 * which may go below 0: what the partner owes, never lost. Once per (commission, refund) by the ledger's key.
 */
export async function reverseCommission(
  tx: Tx,
  order: OrderFacts,
  refund: OrderRefund,
  at: Date,
): Promise<void> {
  const refunded = new Map<number, number>();
  for (const l of refund.lines) refunded.set(l.lineId, (refunded.get(l.lineId) ?? 0) + l.amount);
  if (refunded.size === 0) return;
  const commissions = await tx
    .select()
    .from(profitEntries)
    .where(
      and(
        eq(profitEntries.kind, 'commission'),
        eq(profitEntries.orderId, order.id),
        inArray(profitEntries.orderLineId, [...refunded.keys()]),
      ),
    )
    .orderBy(asc(profitEntries.id))
    .for('update');
  if (commissions.length === 0) return;
  const lines = new Map((await orderLineAmounts(tx, order.id)).map((l) => [l.id, l]));
  const moves = commissions.flatMap((c) => {
    const line = lines.get(c.orderLineId!);
    const amount = refunded.get(c.orderLineId!) ?? 0;
    if (!line) return [];
    // The line's refunded amount already counts this refund: what it had left before it is that plus this refund.
    const keptBefore = line.paidAmount - line.refundedAmount + amount;
    const delta = reversalDelta(c.pendingDelta - c.reversedAmount, keptBefore, amount);
    return delta > 0 ? [{ c, delta }] : [];
  });
  for (const { c, delta } of moves.sort((a, b) => a.c.memberId - b.c.memberId || a.c.id - b.c.id)) {
    const released = c.releasedAt !== null;
    const id = await appendProfit(tx, {
      memberId: c.memberId,
      kind: 'reversal',
      pendingDelta: released ? 0 : -delta,
      withdrawableDelta: released ? -delta : 0,
      orderId: order.id,
      orderLineId: c.orderLineId,
      level: c.level as 1 | 2 | null,
      commissionId: c.id,
      refundId: refund.id,
      at,
    });
    if (id === null) continue;
    await tx
      .update(profitEntries)
      .set({ reversedAmount: sql`${profitEntries.reversedAmount} + ${delta}` })
      .where(eq(profitEntries.id, c.id));
  }
}

/**
 * The partner programme on the order lifecycle (decision 046): commission earned when a goods order completes,
 * reversed line by line when it is refunded. Run once per (order, event) by the lifecycle, after every member row
 * and ledger the other effects lock (rank shared): the partners' accounts are other members' rows, and a move to the
 * balance takes the member row before the account, so taking the accounts last closes no cycle (decision 078).
 */
export const commissionEffect: OrderEffect = {
  area: 'partner',
  name: 'commission',
  rank: lockRank.shared,
  kinds: ['goods'],
  on: {
    completed: async (tx, completed, event) => {
      for (const order of completed) await earnCommission(tx, order, event.at);
    },
    refunded: async (tx, refunded, event) => {
      for (const order of refunded) await reverseCommission(tx, order, event.refund, event.at);
    },
  },
};
