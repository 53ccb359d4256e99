import type { CoopCartOut, PlacedOrderOut } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { coopCartLines, storeTables, tableSessions } from '../../db/schema/table.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { memberPhone } from '../account/index.ts';
import { placedOut, placeOrder } from '../checkout/index.ts';
import { type CoopLineRow, coopCartView, openLines, toItems } from './cart-view.ts';
import type { SessionRow } from './session-state.ts';
import { sessionOrderRows, tableOrderFact } from './table-orders.ts';
import type { TableSettingsRow } from './table-records.ts';

/** A claim older than this is taken to belong to a process that died placing it; the batch may be claimed again. */
const CLAIM_STALE_MS = 30_000;
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CompleteInput {
  sessionId: number;
  payMethod: number;
  confirmMinSpend?: boolean | undefined;
  remark?: string | undefined;
  payPassword?: string | undefined;
}

export interface Completed {
  order: PlacedOrderOut;
  batch: number;
  cart: CoopCartOut;
}

/**
 * Claims the session's next batch by a conditional update (no batch being placed, or a stale claim): of two phones
 * completing at once one claims, the other waits for it to finish. Returns the batch number, or null when the
 * session closed meanwhile.
 */
async function claimBatch(db: Db, sessionId: number, now: Date): Promise<number | null> {
  const until = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const [claimed] = await db
      .update(tableSessions)
      .set({
        placingBatch: sql`${tableSessions.orderedBatches} + 1`,
        placingSince: now,
        lastActivityAt: now,
      })
      .where(
        and(
          eq(tableSessions.id, sessionId),
          eq(tableSessions.status, 'open'),
          or(
            isNull(tableSessions.placingBatch),
            lt(tableSessions.placingSince, new Date(now.getTime() - CLAIM_STALE_MS)),
          ),
        ),
      )
      .returning({ batch: tableSessions.placingBatch });
    if (claimed?.batch) return claimed.batch;
    const [s] = await db.select().from(tableSessions).where(eq(tableSessions.id, sessionId));
    if (s?.status !== 'open') return null;
    if (Date.now() > until) throw new AppError('TABLE_BUSY');
    await pause(CLAIM_POLL_MS);
  }
}

/** Lets the batch go unplaced (a refusal): the cart stays as it was. */
async function release(db: Db, sessionId: number, batch: number) {
  await db
    .update(tableSessions)
    .set({ placingBatch: null, placingSince: null })
    .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.placingBatch, batch)));
}

/** Marks the lines the batch ordered and counts the batch, in one transaction. */
async function markOrdered(db: Db, sessionId: number, batch: number, lines: CoopLineRow[], now: Date) {
  await db.transaction(async (tx) => {
    const ids = lines.map((l) => l.id);
    if (ids.length > 0)
      await tx
        .update(coopCartLines)
        .set({ orderedBatch: batch })
        .where(and(inArray(coopCartLines.id, ids), isNull(coopCartLines.orderedBatch)));
    await tx
      .update(tableSessions)
      .set({ orderedBatches: batch, placingBatch: null, placingSince: null, lastActivityAt: now })
      .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.placingBatch, batch)));
  });
}

/** The session's latest order, answered to a CompleteCoopCart that found the cart already sent by another phone. */
async function latestOrder(
  db: Db,
  sessionId: number,
): Promise<{ order: PlacedOrderOut; batch: number } | null> {
  const [latest] = await sessionOrderRows(db, sessionId, true).limit(1);
  if (!latest) return null;
  const o = latest.order;
  return {
    batch: latest.batch,
    order: placedOut({ ...o, cancelAfter: o.cancelAfter?.toISOString() ?? null }),
  };
}

/** Places the claimed batch through checkout's placefast path; a batch a dead process already placed is found. */
async function placeBatch(
  ctx: MemberContext,
  session: SessionRow,
  batch: number,
  input: CompleteInput,
  lines: CoopLineRow[],
) {
  const [table] = await ctx.db.select().from(storeTables).where(eq(storeTables.id, session.tableId));
  try {
    return await placeOrder(ctx, session.storeId, {
      idempotencyKey: `table-${session.id}-${batch}`,
      orderMode: 'table',
      items: toItems(lines),
      payMethod: input.payMethod,
      contactPhone: await memberPhone(ctx.db, ctx.member.uid),
      ...(input.remark ? { remark: input.remark } : {}),
      ...(input.payPassword ? { payPassword: input.payPassword } : {}),
      facts: [
        tableOrderFact({
          tableNo: table?.number ?? '',
          diners: session.diners,
          sessionId: session.id,
          batch,
        }),
      ],
    });
  } catch (err) {
    // The batch's order exists (table_orders' unique index): placed by a claim that died before marking its lines.
    if (pgErrorOf(err)?.code === '23505') {
      const found = await latestOrder(ctx.db, session.id);
      if (found?.batch === batch) return found.order;
    }
    throw err;
  }
}

/**
 * CompleteCoopCart: sends the cart's lines not yet ordered as the session's next batch — one table order, placed by
 * checkout's placefast path (orderMode 'table', the table number and diners on it). Dishes added later become the
 * next batch: a new order linked to the same session. A phone that finds the cart already sent by another gets that
 * order. Below the table's minimum spend it asks first (TABLE_MIN_SPEND_CONFIRM) unless confirmMinSpend.
 */
export async function completeCoopCart(
  ctx: MemberContext,
  session: SessionRow,
  settings: TableSettingsRow,
  input: CompleteInput,
): Promise<Completed> {
  if (session.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED');
  const now = ctx.clock.now();
  const batch = await claimBatch(ctx.db, session.id, now);
  if (batch === null) throw new AppError('TABLE_SESSION_CLOSED');
  let placed: PlacedOrderOut;
  let lines: CoopLineRow[];
  try {
    lines = await openLines(ctx.db, session.id);
    if (lines.length === 0) {
      const sent = await latestOrder(ctx.db, session.id);
      if (!sent) throw new AppError('TABLE_CART_EMPTY');
      await release(ctx.db, session.id, batch);
      return { ...sent, cart: await coopCartView(ctx, session, settings) };
    }
    if (!input.confirmMinSpend && settings.minSpend > 0) {
      const view = await coopCartView(ctx, session, settings);
      if (view.minSpendShortfall > 0)
        throw new AppError(
          'TABLE_MIN_SPEND_CONFIRM',
          { Amount: fromMinor(settings.minSpend) },
          {
            Shortfall: view.minSpendShortfall,
          },
        );
    }
    placed = await placeBatch(ctx, session, batch, input, lines);
  } catch (err) {
    await release(ctx.db, session.id, batch);
    throw err;
  }
  await markOrdered(ctx.db, session.id, batch, lines, now);
  const fresh = { ...session, orderedBatches: batch, placingBatch: null };
  return { order: placed, batch, cart: await coopCartView(ctx, fresh, settings) };
}
