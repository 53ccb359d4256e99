import type { CommunityOrderOut } from '@shop/contracts';
import { type CommunityRefusal, communityOrderAmount, communityRefusal, fromMinor } from '@shop/domain';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { keyedCall } from '../../../platform/http/keyed-call.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { type PayInput, payHash, placeStep } from '../activity-pay.ts';
import { boughtBy, type CommunityGroupFull, groupRules, itemRules, requireGroup } from './groups.ts';
import { type CommunityOrderRow, communityOrdersOut, findCommunityOrder } from './orders.ts';
import { takeUnits } from './stock.ts';

export interface CommunityBuyInput extends PayInput {
  id: number;
  pointId: number;
  items: { itemId: number; quantity: number }[];
}

function requireSame(first: CommunityOrderRow, hash: string): CommunityOrderRow {
  if (first.order.kind !== 'communityGroup' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/** A refusal's message parameters, the minimum in currency units as the catalogue's {Amount:money} takes it. */
function refusalParams(r: CommunityRefusal): Record<string, string | number> {
  if (r.code === 'COMMUNITY_BELOW_MINIMUM') return { Amount: fromMinor(r.params.Amount) };
  return 'params' in r ? r.params : {};
}

/** The order's lines against the group's items, in item id order; COMMUNITY_ITEM_NOT_FOUND for one not in it. */
function linesIn(full: CommunityGroupFull, asked: CommunityBuyInput['items']) {
  return asked
    .map(({ itemId, quantity }) => {
      const item = full.items.find((i) => i.id === itemId);
      if (!item) throw new AppError('COMMUNITY_ITEM_NOT_FOUND');
      return { item, quantity };
    })
    .sort((a, b) => a.item.id - b.item.id);
}

/**
 * CommunityGroup/Buy: items of a group at their group prices as an order of kind 'communityGroup', to pick up at one
 * of the group's points; the stock and the member's limits taken as it is placed (paid by balance at once, or
 * held for an online payment's time limit). A repeat of the idempotency key — in sequence or in parallel — answers
 * the first order and takes nothing again.
 */
export function buyCommunity(
  ctx: MemberContext,
  storeId: number,
  input: CommunityBuyInput,
): Promise<CommunityOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findCommunityOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(
  ctx: MemberContext,
  storeId: number,
  input: CommunityBuyInput,
): Promise<CommunityOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const full = await requireGroup(ctx.db, storeId, input.id);
  const lines = linesIn(full, input.items);
  // What makes two calls the same order: the group, the point, the lines and the method; never the password.
  const hash = payHash([
    'communityGroup',
    storeId,
    input.id,
    input.pointId,
    input.payMethod,
    ...lines.flatMap((l) => [l.item.id, l.quantity]),
  ]);
  const key = { idempotencyKey: input.idempotencyKey };
  const first = await findCommunityOrder(ctx.db, uid, key);
  if (first) return (await communityOrdersOut(ctx.db, [requireSame(first, hash)], ctx.locale))[0]!;
  if (full.group.status === 'ended') throw new AppError('COMMUNITY_GROUP_CLOSED');
  if (!full.points.some((p) => p.id === input.pointId)) throw new AppError('COMMUNITY_POINT_NOT_FOUND');
  // A plain answer from what is read now; takeUnits' conditional updates are what hold.
  const bought = await boughtBy(
    ctx.db,
    lines.map((l) => l.item.id),
    uid,
  );
  const rules = lines.map((l) => ({
    item: itemRules(l.item),
    quantity: l.quantity,
    bought: bought.get(l.item.id)!,
  }));
  const refusal = communityRefusal(groupRules(full.group), rules, at);
  if (refusal) throw new AppError(refusal.code, refusalParams(refusal));
  await placeStep(ctx, store, input, {
    kind: 'communityGroup',
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    amount: communityOrderAmount(rules),
    hash,
    facts: [
      {
        table: 'community_orders',
        row: { group_id: full.group.id, leader_id: input.pointId, member_id: uid, returned: false },
      },
      ...lines.map((l) => ({
        table: 'community_order_lines',
        row: { item_id: l.item.id, quantity: l.quantity, price: l.item.groupPrice },
      })),
    ],
    onPlaced: (tx) => takeUnits(tx, lines, uid, at),
  });
  const made = await findCommunityOrder(ctx.db, uid, key);
  if (!made) throw new Error('a community order without its row');
  return (await communityOrdersOut(ctx.db, [requireSame(made, hash)], ctx.locale))[0]!;
}
