import type { PayCodeChargeOut } from '@shop/contracts';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { type PayCodeChargeStatus, payCodeCharges } from '../../db/schema/pay-code.ts';
import { stores } from '../../db/schema/store.ts';

export type PayCodeChargeRow = typeof payCodeCharges.$inferSelect;

/** How far back the member's page looks when it has seen no charge yet. */
const RECENT_MS = 10 * 60 * 1000;

/** A charge's state now: one still confirming after its deadline has expired (nothing was taken). */
export function chargeStatus(row: PayCodeChargeRow, at: Date): PayCodeChargeStatus {
  return row.status === 'confirming' && row.confirmBy && row.confirmBy <= at ? 'expired' : row.status;
}

/** A charge as the member's page shows it. */
export function chargeOut(
  row: PayCodeChargeRow,
  storeName: string,
  at: Date,
  needsPassword: boolean,
): PayCodeChargeOut {
  return {
    id: row.id,
    chargeNo: row.chargeNo,
    status: chargeStatus(row, at),
    amount: row.amount / 100,
    balanceAfter: row.balanceAfter === null ? null : row.balanceAfter / 100,
    storeName,
    createdAt: row.createdAt.toISOString(),
    confirmBy: row.confirmBy?.toISOString() ?? null,
    needsPassword,
  };
}

/** A member's charges after a charge id (oldest first), or those of the last ten minutes, with their stores. */
export async function chargesSince(db: DbOrTx, memberId: number, afterId: number, at: Date) {
  const since =
    afterId > 0
      ? gt(payCodeCharges.id, afterId)
      : gt(payCodeCharges.createdAt, new Date(at.getTime() - RECENT_MS));
  const rows = await db
    .select({ charge: payCodeCharges, store: stores })
    .from(payCodeCharges)
    .innerJoin(stores, eq(stores.id, payCodeCharges.storeId))
    .where(and(eq(payCodeCharges.memberId, memberId), since))
    .orderBy(desc(payCodeCharges.id))
    .limit(20);
  return rows.reverse();
}

/** One charge by its number, with its store and the member's number; null when there is none. */
export async function chargeByNo(db: DbOrTx, chargeNo: string) {
  const [row] = await db
    .select({ charge: payCodeCharges, store: stores, memberNo: members.memberNo })
    .from(payCodeCharges)
    .innerJoin(stores, eq(stores.id, payCodeCharges.storeId))
    .innerJoin(members, eq(members.id, payCodeCharges.memberId))
    .where(eq(payCodeCharges.chargeNo, chargeNo))
    .limit(1);
  return row ?? null;
}
