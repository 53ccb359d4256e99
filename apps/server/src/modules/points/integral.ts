import type { PointsEntryKind, PointsEntryOut } from '@shop/contracts';
import { nextYearEnd } from '@shop/domain';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { orders } from '../../db/schema/order.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { clearingOut, pointsClearedAt, pointsTimeZone } from './year-end.ts';

/** Integrals/Summary: the member's points and what the next year end clears of them (SPEC §2 integral, §4). */
export async function pointsSummary(ctx: MemberContext) {
  const uid = ctx.member.uid;
  const [member] = await ctx.db.select({ points: members.points }).from(members).where(eq(members.id, uid));
  const held = member?.points ?? 0;
  const end = nextYearEnd(ctx.clock.now(), await pointsTimeZone(ctx.db));
  return { points: held, clearing: clearingOut(end, await pointsClearedAt(ctx.db, uid, end, held)) };
}

const kindFilter = {
  all: undefined,
  in: gt(pointsEntries.delta, 0),
  out: lt(pointsEntries.delta, 0),
} as const;

/** Integrals/Records: a page of the member's ledger, newest first, with the order number of an order's entry. */
export async function pointsRecords(
  ctx: MemberContext,
  q: { kind: PointsEntryKind; index: number; size: number },
): Promise<{ entries: PointsEntryOut[]; total: number }> {
  const where = and(eq(pointsEntries.memberId, ctx.member.uid), kindFilter[q.kind]);
  const rows = await ctx.db
    .select({
      id: pointsEntries.id,
      delta: pointsEntries.delta,
      pointsAfter: pointsEntries.pointsAfter,
      reason: pointsEntries.reason,
      orderNo: orders.orderNo,
      note: pointsEntries.note,
      createdAt: pointsEntries.createdAt,
    })
    .from(pointsEntries)
    .leftJoin(orders, eq(orders.id, pointsEntries.orderId))
    .where(where)
    .orderBy(desc(pointsEntries.id))
    .limit(q.size)
    .offset((q.index - 1) * q.size);
  const [total] = await ctx.db.select({ n: count() }).from(pointsEntries).where(where);
  const entries = rows.map((r) => ({
    ...r,
    // Only a staff edit's words are the member's to read; the other notes are for staff (a streak day, a shortfall).
    note: r.reason === 'manual_edit' ? r.note : '',
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, total: total?.n ?? 0 };
}
