import { maskPhone, mustOrderQuantity } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { coopCartLines, tableSessionMembers, tableSessions } from '../../db/schema/table.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { type SessionRow, settleSession } from './session-state.ts';
import {
  findTable,
  settingsOf,
  type TableRef,
  type TableRow,
  type TableSettingsRow,
} from './table-records.ts';

/** The table's open session, brought up to date (closed if paid or checked over: then null). */
export async function openSessionOf(
  db: DbOrTx,
  tableId: number,
  settings: TableSettingsRow,
  now: Date,
): Promise<SessionRow | null> {
  const [open] = await db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'open')));
  if (!open) return null;
  const settled = await settleSession(db, open, settings.checkOverMinutes, now);
  return settled.status === 'open' ? settled : null;
}

/** The name the other diners see: the member's name, else their masked phone. */
async function displayName(db: DbOrTx, memberId: number): Promise<string> {
  const [m] = await db
    .select({ name: members.name, phone: members.phone })
    .from(members)
    .where(eq(members.id, memberId));
  if (m?.name) return m.name;
  return m?.phone ? maskPhone(m.phone) : `#${memberId}`;
}

/**
 * Opens the table's session for `diners`, its must-order lines in with it (one transaction: nobody sees the session
 * without them). Two phones opening at once meet on the one-open-session index: the second inserts nothing and
 * takes the first's session.
 */
async function openSession(db: Db, table: TableRow, settings: TableSettingsRow, diners: number, now: Date) {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(tableSessions)
      .values({ tableId: table.id, storeId: table.storeId, diners, openedAt: now, lastActivityAt: now })
      .onConflictDoNothing({ target: tableSessions.tableId, where: sql`status = 'open'` })
      .returning();
    if (!made) return null;
    const must = settings.mustOrder.map((item) => ({
      sessionId: made.id,
      memberId: null,
      displayName: '',
      productId: item.productId,
      quantity: mustOrderQuantity(item, diners),
      mustOrder: true,
      addedAt: now,
    }));
    if (must.length > 0) await tx.insert(coopCartLines).values(must);
    return made;
  });
}

/**
 * JoinCoopCart: sits the member at the table named by code or number. The open session is joined as it is (its
 * diner count was set by the first phone); none open, one is opened for `diners`. Returns the session id.
 */
export async function joinTable(
  ctx: MemberContext,
  storeId: number,
  ref: TableRef,
  diners: number,
): Promise<number> {
  const now = ctx.clock.now();
  const { table, settings } = await findTable(ctx.db, storeId, ref);
  let session = await openSessionOf(ctx.db, table.id, settings, now);
  for (let tries = 0; !session && tries < 3; tries++) {
    session =
      (await openSession(ctx.db, table, settings, diners, now)) ??
      (await openSessionOf(ctx.db, table.id, settings, now));
  }
  if (!session) throw new AppError('TABLE_BUSY');
  const name = await displayName(ctx.db, ctx.member.uid);
  await ctx.db
    .insert(tableSessionMembers)
    .values({ sessionId: session.id, memberId: ctx.member.uid, displayName: name, joinedAt: now })
    .onConflictDoNothing();
  return session.id;
}

/**
 * The session a member joined, in the x-store-id store, brought up to date; anyone else's (another table's, another
 * store's, a session the member never scanned) is NOT_FOUND (404), like any object that is not the caller's.
 */
export async function requireJoined(
  ctx: MemberContext,
  storeId: number,
  sessionId: number,
): Promise<{ session: SessionRow; settings: TableSettingsRow }> {
  const [row] = await ctx.db
    .select({ session: tableSessions })
    .from(tableSessions)
    .innerJoin(
      tableSessionMembers,
      and(
        eq(tableSessionMembers.sessionId, tableSessions.id),
        eq(tableSessionMembers.memberId, ctx.member.uid),
      ),
    )
    .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.storeId, storeId)));
  if (!row) throw new AppError('NOT_FOUND');
  const settings = await settingsOf(ctx.db, storeId);
  const session = await settleSession(ctx.db, row.session, settings.checkOverMinutes, ctx.clock.now());
  return { session, settings };
}
