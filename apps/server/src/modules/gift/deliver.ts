import type { GiftItem, GiftPlan } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import type { BalanceReason } from '../../db/schema/balance.ts';
import { type GiftSourceKind, giftDeliveries, giftEntitlements } from '../../db/schema/gift.ts';
import { moveBalance } from '../balance/index.ts';
import { issueGiftCoupons } from '../coupon/index.ts';
import { movePoints } from '../points/index.ts';
import { expandFromDb } from './package-book.ts';

type PointsReason = Parameters<typeof movePoints>[1]['reason'];

/** Who asks for a delivery: the kind of source and its own reference (an order number, a date, a rule and member). */
export interface GiftSource {
  kind: GiftSourceKind;
  ref: string;
}

/** A delivery of gift items to one member (decision 033). */
export interface GiftDelivery {
  memberId: number;
  storeId: number | null;
  items: GiftItem[];
  source: GiftSource;
  /** When it happens; now when not given (pass the app's clock where there is one). */
  at?: Date;
  /**
   * The ledger reasons of the balance and points parts, when the source has its own (a top-up's gift, a check-in
   * reward); 'gift' otherwise, and 'new_member_reward' for points of a 'new-member' source.
   */
  reasons?: { balance?: BalanceReason; points?: PointsReason };
}

/** delivered: false when this member already had this source's delivery (nothing changed). */
export interface GiftDeliveryResult {
  delivered: boolean;
  /** The new gift_deliveries row; null when nothing was delivered. */
  deliveryId: number | null;
}

/**
 * Delivers gift items to a member inside the caller's transaction, once per (member, source). The delivery row
 * goes in first, by its unique key (a repeat waits there for the first, then finds it and changes nothing —
 * decision 012: a path writes its key first); then each part through its own ledger in the global lock order: the
 * member's balance and points (the members row), the coupons (new member_coupons rows through the coupon area),
 * and the goods and services the store honours (gift entitlements). Nested packages are opened first; items that
 * cannot be opened (a cycle, a missing package) throw — callers check items when they are made
 * (`checkGiftItems`).
 */
export async function deliverGifts(tx: Tx, delivery: GiftDelivery): Promise<GiftDeliveryResult> {
  const at = delivery.at ?? new Date();
  const expansion = await expandFromDb(tx, delivery.items);
  if (!expansion.ok) throw new Error(`gift items cannot be delivered: ${JSON.stringify(expansion)}`);
  const { ok: _, ...plan } = expansion;
  const [row] = await tx
    .insert(giftDeliveries)
    .values({
      memberId: delivery.memberId,
      storeId: delivery.storeId,
      sourceKind: delivery.source.kind,
      sourceRef: delivery.source.ref,
      items: delivery.items,
      plan,
      deliveredAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: giftDeliveries.id });
  if (!row) return { delivered: false, deliveryId: null };
  const reasons = {
    balance: delivery.reasons?.balance ?? 'gift',
    points:
      delivery.reasons?.points ?? (delivery.source.kind === 'new-member' ? 'new_member_reward' : 'gift'),
  };
  await deliverPlan(tx, { ...delivery, deliveryId: row.id, plan, reasons, at });
  return { delivered: true, deliveryId: row.id };
}

interface PlanDelivery {
  memberId: number;
  deliveryId: number;
  plan: GiftPlan;
  source: GiftSource;
  reasons: { balance: BalanceReason; points: PointsReason };
  at: Date;
}

/** The note on ledger entries of a delivery: which source gave it, for the ledger's detail. */
function ledgerNote(source: GiftSource): string {
  return `${source.kind}:${source.ref}`;
}

async function deliverPlan(tx: Tx, d: PlanDelivery): Promise<void> {
  const { memberId, plan, at } = d;
  const note = ledgerNote(d.source);
  if (plan.balance > 0)
    await moveBalance(tx, { memberId, delta: plan.balance, reason: d.reasons.balance, note, at });
  if (plan.points > 0)
    await movePoints(tx, { memberId, delta: plan.points, reason: d.reasons.points, note, at });
  for (const c of plan.coupons)
    await issueGiftCoupons(tx, { memberId, templateId: c.templateId, count: c.count, at });
  if (plan.entitlements.length === 0) return;
  await tx.insert(giftEntitlements).values(
    plan.entitlements.map((e) => ({
      memberId,
      deliveryId: d.deliveryId,
      giftType: e.giftType,
      productId: e.productId,
      name: e.name,
      translations: e.translations ?? {},
      quantity: e.quantity,
      createdAt: at,
    })),
  );
}
