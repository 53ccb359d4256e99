import { changeLine, mustOrderQuantity, optionKey } from '@shop/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { coopCartLines, tableSessionMembers, tableSessions } from '../../db/schema/table.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { optionsOfProduct, productsThatExist } from '../catalog/index.ts';
import type { SessionRow } from './session-state.ts';
import type { TableSettingsRow } from './table-records.ts';

/** How long a cart change waits for a batch being placed before it gives up (TABLE_BUSY). */
const BUSY_WAIT_MS = 5000;
const BUSY_POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a change of the shared cart in a transaction that first takes the session row (its last activity moves):
 * changes of one table queue on that row for a moment, and none slips between a CompleteCoopCart's claim of the
 * cart and its marking of the lines it ordered. While a batch is being placed the change waits for it.
 */
async function changeCart<T>(db: Db, sessionId: number, now: Date, work: (tx: Tx) => Promise<T>): Promise<T> {
  const until = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tableSessions)
        .set({ lastActivityAt: now })
        .where(
          and(
            eq(tableSessions.id, sessionId),
            eq(tableSessions.status, 'open'),
            isNull(tableSessions.placingBatch),
          ),
        )
        .returning({ id: tableSessions.id });
      if (!row) return null;
      return { value: await work(tx) };
    });
    if (done) return done.value;
    const [s] = await db
      .select({ status: tableSessions.status })
      .from(tableSessions)
      .where(eq(tableSessions.id, sessionId));
    if (s?.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED');
    if (Date.now() > until) throw new AppError('TABLE_BUSY');
    await pause(BUSY_POLL_MS);
  }
}

/** Refuses a product that is not on this store's shelf, or options that are not the product's. */
async function requireSellable(db: Db, storeId: number, productId: number, optionIds: number[]) {
  const sellable = await productsThatExist(db, [productId], { storeId, onShelf: true });
  if (sellable.size === 0 || !(await optionsOfProduct(db, productId, optionIds)))
    throw new AppError('PRODUCT_NOT_FOUND');
}

export interface AddInput {
  ProductId: number;
  optionIds?: number[] | undefined;
  quantity: number;
  Comment?: string | undefined;
}

/**
 * Adds units under the member's name: one INSERT … ON CONFLICT on the open line of this member, product, options and
 * comment, so parallel adds from many phones all land and add up.
 */
export async function addLine(ctx: MemberContext, session: SessionRow, input: AddInput): Promise<void> {
  const optionIds = [...new Set(input.optionIds ?? [])];
  await requireSellable(ctx.db, session.storeId, input.ProductId, optionIds);
  const now = ctx.clock.now();
  await changeCart(ctx.db, session.id, now, async (tx) => {
    const [me] = await tx
      .select({ name: tableSessionMembers.displayName })
      .from(tableSessionMembers)
      .where(
        and(eq(tableSessionMembers.sessionId, session.id), eq(tableSessionMembers.memberId, ctx.member.uid)),
      );
    await tx
      .insert(coopCartLines)
      .values({
        sessionId: session.id,
        memberId: ctx.member.uid,
        displayName: me?.name ?? '',
        productId: input.ProductId,
        optionKey: optionKey(optionIds),
        quantity: input.quantity,
        comment: input.Comment ?? '',
        addedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          coopCartLines.sessionId,
          coopCartLines.memberId,
          coopCartLines.productId,
          coopCartLines.optionKey,
          coopCartLines.comment,
        ],
        targetWhere: sql`ordered_batch IS NULL AND NOT must_order`,
        set: { quantity: sql`LEAST(${coopCartLines.quantity} + excluded.quantity, 9999)` },
      });
  });
}

/**
 * Sets a line not yet ordered (any diner's) to a quantity, 0 removing it; a must-order line keeps at least its
 * quantity for the diners (SPEC §5: start-table items cannot be deleted).
 */
export async function setLine(
  ctx: MemberContext,
  session: SessionRow,
  settings: TableSettingsRow,
  lineId: number,
  quantity: number,
): Promise<void> {
  await changeCart(ctx.db, session.id, ctx.clock.now(), async (tx) => {
    const [line] = await tx
      .select()
      .from(coopCartLines)
      .where(
        and(
          eq(coopCartLines.id, lineId),
          eq(coopCartLines.sessionId, session.id),
          isNull(coopCartLines.orderedBatch),
        ),
      );
    if (!line) throw new AppError('NOT_FOUND');
    const item = settings.mustOrder.find((m) => m.productId === line.productId);
    const minimum = line.mustOrder && item ? mustOrderQuantity(item, session.diners) : 0;
    const change = changeLine({ mustOrder: line.mustOrder, minimum }, quantity);
    if (!change.ok) throw new AppError(change.code);
    if (change.quantity === 0) await tx.delete(coopCartLines).where(eq(coopCartLines.id, line.id));
    else
      await tx.update(coopCartLines).set({ quantity: change.quantity }).where(eq(coopCartLines.id, line.id));
  });
}
