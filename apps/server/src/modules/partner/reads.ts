import type {
  MyProfitOut,
  PartnerCentreOut,
  PartnerLevelOut,
  PartnerState,
  ProfitEntryOut,
  ProfitKindOut,
} from '@shop/contracts';
import { fromMinor, type Locale, profitWindowStart, translated } from '@shop/domain';
import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cashOuts, partnerLevels, partners, profitEntries } from '../../db/schema/partner.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { shownMemberNames } from '../account/index.ts';
import { friendsOf } from '../activity/index.ts';
import { kindOrderKeys, selectKindOrders } from '../order/index.ts';
import { accountOf } from './accounts.ts';
import { BALANCE_METHOD, type CashOutRow, cashOutOut } from './cash-out.ts';
import { isInForce, type LevelRow } from './identity.ts';
import type { ProgrammeSettings } from './settings.ts';

/** Basis points as the wire's percent (1250 → 12.5). */
const percent = (bp: number) => bp / 100;

export function levelOut(level: LevelRow, locale: Locale): PartnerLevelOut {
  const text = translated(level, level.translations, ['name', 'description'], locale);
  return {
    id: level.id,
    name: text.name,
    description: text.description,
    rank: level.rank,
    firstRate: percent(level.firstRate),
    secondRate: percent(level.secondRate),
    price: level.price === null ? null : fromMinor(level.price),
    validityDays: level.validityDays,
    open: level.open,
  };
}

/** Paid out and waiting to be (held): what left the withdrawable account by cash-outs, not moves to the balance. */
async function withdrawnOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${cashOuts.amount}), 0)` })
    .from(cashOuts)
    .where(
      and(
        eq(cashOuts.memberId, memberId),
        inArray(cashOuts.status, ['requested', 'paid']),
        ne(cashOuts.method, BALANCE_METHOD),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The partner centre: identity and validity, the four figures, the sign-up and cash-out rules. */
export async function partnerCentre(
  db: DbOrTx,
  memberId: number,
  settings: ProgrammeSettings,
  at: Date,
  locale: Locale,
): Promise<PartnerCentreOut> {
  const [row] = await db
    .select({ partner: partners, level: partnerLevels })
    .from(partners)
    .innerJoin(partnerLevels, eq(partnerLevels.id, partners.levelId))
    .where(eq(partners.memberId, memberId));
  const account = await accountOf(db, memberId);
  const p = row?.partner;
  const state: PartnerState = !p ? 'none' : p.status === 'active' && !isInForce(p, at) ? 'expired' : p.status;
  return {
    state,
    level: row ? levelOut(row.level, locale) : null,
    appliedAt: p?.appliedAt.toISOString() ?? null,
    signedAt: p?.signedAt?.toISOString() ?? null,
    expiresAt: p?.expiresAt?.toISOString() ?? null,
    pending: fromMinor(account.pending),
    withdrawable: fromMinor(Math.max(0, account.withdrawable)),
    withdrawn: fromMinor(await withdrawnOf(db, memberId)),
    owed: fromMinor(Math.max(0, -account.withdrawable)),
    signUpOpen: settings.signUpOpen,
    agreementVersion: settings.agreementVersion,
    cashOut: {
      minimum: fromMinor(settings.cashOutMinimum),
      feeRate: percent(settings.cashOutFeeRate),
      feeFixed: fromMinor(settings.cashOutFeeFixed),
      methods: settings.cashOutMethods,
      agreementVersion: settings.withdrawalAgreementVersion,
      toBalanceAllowed: settings.toBalance,
    },
  };
}

/** The caller's friends at both levels (or one), names masked as members see each other. */
export async function friendsPage(
  db: DbOrTx,
  memberId: number,
  at: Date,
  page: { index: number; size: number; level?: 1 | 2 | undefined },
) {
  const { friends, total } = await friendsOf(db, memberId, at, page);
  const names = await shownMemberNames(
    db,
    friends.map((f) => f.memberId),
  );
  return {
    friends: friends.map((f) => ({
      uid: f.memberId,
      name: names.get(f.memberId) ?? '',
      level: f.level,
      boundAt: f.boundAt.toISOString(),
    })),
    total,
  };
}

/** The ledger's entries of the last year (SPEC §9), newest first, with their orders' numbers. */
export async function profitPage(
  db: DbOrTx,
  memberId: number,
  at: Date,
  page: { index: number; size: number; kind?: ProfitKindOut | undefined },
) {
  const where = and(
    eq(profitEntries.memberId, memberId),
    gte(profitEntries.createdAt, profitWindowStart(at)),
    page.kind ? eq(profitEntries.kind, page.kind) : undefined,
  );
  const rows = await db
    .select()
    .from(profitEntries)
    .where(where)
    .orderBy(desc(profitEntries.createdAt), desc(profitEntries.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(profitEntries).where(where);
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  const numbers =
    orderIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (await selectKindOrders(db, {}).where(inArray(kindOrderKeys.id, orderIds))).map((r) => [
            r.order.id,
            r.order.orderNo,
          ]),
        );
  const entries: ProfitEntryOut[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    pendingDelta: fromMinor(r.pendingDelta),
    withdrawableDelta: fromMinor(r.withdrawableDelta),
    orderNo: r.orderId === null ? null : (numbers.get(r.orderId) ?? null),
    level: r.level === 1 || r.level === 2 ? r.level : null,
    releaseAt: r.releaseAt?.toISOString() ?? null,
    releasedAt: r.releasedAt?.toISOString() ?? null,
    cashOutId: r.cashOutId,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, total: total?.n ?? 0 };
}

/** My profit over the last year: earned and reversed in the window, by month in the store's zone, and the accounts. */
export async function myProfit(
  db: DbOrTx,
  memberId: number,
  settings: ProgrammeSettings,
  at: Date,
): Promise<MyProfitOut> {
  const since = profitWindowStart(at);
  const month = sql<string>`to_char(${profitEntries.createdAt} AT TIME ZONE ${settings.timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      earned: sql<string>`COALESCE(SUM(${profitEntries.pendingDelta}) FILTER (WHERE ${profitEntries.kind} = 'commission'), 0)`,
      reversed: sql<string>`COALESCE(-SUM(${profitEntries.pendingDelta} + ${profitEntries.withdrawableDelta}) FILTER (WHERE ${profitEntries.kind} = 'reversal'), 0)`,
    })
    .from(profitEntries)
    .where(and(eq(profitEntries.memberId, memberId), gte(profitEntries.createdAt, since)))
    // By position: the zone is a parameter, so the grouped expression would not match the selected one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const earned = rows.reduce((n, r) => n + Number(r.earned), 0);
  const reversed = rows.reduce((n, r) => n + Number(r.reversed), 0);
  const account = await accountOf(db, memberId);
  return {
    since: since.toISOString(),
    earned: fromMinor(earned - reversed),
    reversed: fromMinor(reversed),
    pending: fromMinor(account.pending),
    withdrawable: fromMinor(Math.max(0, account.withdrawable)),
    withdrawn: fromMinor(await withdrawnOf(db, memberId)),
    owed: fromMinor(Math.max(0, -account.withdrawable)),
    months: rows.map((r) => ({ month: r.month, earned: fromMinor(Number(r.earned) - Number(r.reversed)) })),
  };
}

/** The caller's cash-out records, newest first. */
export async function cashOutPage(
  db: DbOrTx,
  memberId: number,
  page: { index: number; size: number; status?: CashOutRow['status'] | undefined },
) {
  const where = and(
    eq(cashOuts.memberId, memberId),
    page.status ? eq(cashOuts.status, page.status) : undefined,
  );
  const rows = await db
    .select()
    .from(cashOuts)
    .where(where)
    .orderBy(desc(cashOuts.createdAt), desc(cashOuts.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(cashOuts).where(where);
  return { records: rows.map(cashOutOut), total: total?.n ?? 0 };
}

/** One of the caller's cash-outs; another member's is not found (404), as none is. */
export async function memberCashOut(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(cashOuts)
    .where(and(eq(cashOuts.id, id), eq(cashOuts.memberId, memberId)));
  if (!row) throw new AppError('CASH_OUT_NOT_FOUND');
  return cashOutOut(row);
}
