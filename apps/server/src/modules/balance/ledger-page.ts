import {
  type BalanceEntryOut,
  type BalanceKind,
  balanceKindOf,
  type balanceLedgerEndpoints,
  type ResultOf,
  reasonsOfKind,
} from '@shop/contracts';
import { fromMinor, zonedMidnight } from '@shop/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { giftInstalments } from '../../db/schema/balance-top-up.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { instalmentOut } from './top-up-instalments.ts';

type LedgerOut = ResultOf<typeof balanceLedgerEndpoints.ledger>;

export interface LedgerQuery {
  /** YYYY-MM on the store's calendar. */
  month?: string | undefined;
  kind?: BalanceKind | undefined;
  page: number;
  size: number;
  timeZone: string;
}

const known = ['payment', 'refund', 'topUp', 'gift', 'manual'].flatMap((k) =>
  reasonsOfKind(k as BalanceKind),
);

/** The entries of a kind: its reasons, and for payment / refund a reason added since, by its sign. */
function kindWhere(kind: BalanceKind): SQL {
  const listed = inArray(balanceEntries.reason, reasonsOfKind(kind) as never[]);
  if (kind !== 'payment' && kind !== 'refund') return listed;
  const unknown = and(
    notInArray(balanceEntries.reason, known as never[]),
    kind === 'payment' ? lt(balanceEntries.delta, 0) : gte(balanceEntries.delta, 0),
  );
  return sql`(${listed} OR ${unknown})`;
}

/** The first instant of a month on the store's calendar and of the month after it. */
function monthRange(month: string, timeZone: string): [Date, Date] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [zonedMidnight(`${month}-01`, timeZone), zonedMidnight(`${next}-01`, timeZone)];
}

function filterOf(memberId: number, q: Pick<LedgerQuery, 'month' | 'kind' | 'timeZone'>): SQL {
  const parts: SQL[] = [eq(balanceEntries.memberId, memberId)];
  if (q.month) {
    const [from, to] = monthRange(q.month, q.timeZone);
    parts.push(gte(balanceEntries.createdAt, from), lt(balanceEntries.createdAt, to));
  }
  if (q.kind) parts.push(kindWhere(q.kind));
  return and(...parts)!;
}

/** Entries with the order they belong to: their own, or the top-up whose gift instalment they paid. */
function selectEntries(db: DbOrTx, where: SQL) {
  return db
    .select({
      entry: balanceEntries,
      orderNo: orders.orderNo,
      seq: giftInstalments.seq,
      of: giftInstalments.of,
    })
    .from(balanceEntries)
    .leftJoin(giftInstalments, eq(giftInstalments.entryId, balanceEntries.id))
    .leftJoin(orders, sql`${orders.id} = COALESCE(${balanceEntries.orderId}, ${giftInstalments.orderId})`)
    .where(where);
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function entryOut(row: EntryRow): BalanceEntryOut {
  const { entry } = row;
  return {
    id: entry.id,
    amount: fromMinor(entry.delta),
    balanceAfter: fromMinor(entry.balanceAfter),
    reason: entry.reason,
    kind: balanceKindOf(entry.reason, entry.delta),
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
    orderNo: row.orderNo ?? null,
  };
}

async function balanceOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
  return row?.balance ?? 0;
}

/** Balance/Ledger: the balance, a page of its entries (newest first) and the filtered sums, gifts still to come. */
export async function ledgerPage(db: DbOrTx, memberId: number, q: LedgerQuery): Promise<LedgerOut> {
  const where = filterOf(memberId, q);
  const rows = await selectEntries(db, where)
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [sums] = await db
    .select({
      n: count(),
      income: sql<string>`COALESCE(SUM(${balanceEntries.delta}) FILTER (WHERE ${balanceEntries.delta} > 0), 0)`,
      expense: sql<string>`COALESCE(SUM(${balanceEntries.delta}) FILTER (WHERE ${balanceEntries.delta} < 0), 0)`,
    })
    .from(balanceEntries)
    .where(where);
  const upcoming = await db
    .select({ part: giftInstalments, orderNo: orders.orderNo })
    .from(giftInstalments)
    .innerJoin(orders, eq(orders.id, giftInstalments.orderId))
    .where(and(eq(giftInstalments.memberId, memberId), isNull(giftInstalments.releasedAt)))
    .orderBy(asc(giftInstalments.dueAt), asc(giftInstalments.id))
    .limit(50);
  return {
    balance: fromMinor(await balanceOf(db, memberId)),
    entries: rows.map(entryOut),
    total: sums?.n ?? 0,
    income: fromMinor(Number(sums?.income ?? 0)),
    expense: fromMinor(-Number(sums?.expense ?? 0)),
    upcoming: upcoming.map((u) => ({ ...instalmentOut(u.part), orderNo: u.orderNo })),
  };
}

/** One of the member's entries with its order and the gift instalment it paid; another's or none: NOT_FOUND. */
export async function memberEntry(db: DbOrTx, memberId: number, id: number) {
  const [row] = await selectEntries(
    db,
    and(eq(balanceEntries.id, id), eq(balanceEntries.memberId, memberId))!,
  ).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return { entry: entryOut(row), instalment: row.seq && row.of ? { seq: row.seq, of: row.of } : null };
}
