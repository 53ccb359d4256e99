import type { CouponTemplateOut } from '@shop/contracts';
import { fromMinor, type Locale, type Taker, takeRefusal, translatedField } from '@shop/domain';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { levelNamesOf, type NameBook, nameBook, namesOf } from './names.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;

/** Templates usable in a store: its own and the whole chain's (store_id null). */
export function inStore(storeId: number): SQL {
  return or(isNull(couponTemplates.storeId), eq(couponTemplates.storeId, storeId)) as SQL;
}

/** The centre's templates: listed, active, in the publish window at `at` (the window's end is exclusive). */
function inCentre(storeId: number, at: Date): SQL {
  const now = at.toISOString();
  return and(
    inStore(storeId),
    eq(couponTemplates.showInCentre, true),
    eq(couponTemplates.status, 'active'),
    sql`(${couponTemplates.publishEndsAt} IS NULL OR ${couponTemplates.publishEndsAt} > ${now}::timestamptz)`,
  ) as SQL;
}

/** One page of the centre, by the store's sort, and how many there are. */
export async function centrePage(
  db: DbOrTx,
  storeId: number,
  at: Date,
  page: { index: number; size: number },
) {
  const where = inCentre(storeId, at);
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(where)
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(couponTemplates).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many templates the store's coupon centre lists at `at` (a custom page's activity strip shows it). */
export async function centreCount(db: DbOrTx, storeId: number, at: Date): Promise<number> {
  const [total] = await db.select({ n: count() }).from(couponTemplates).where(inCentre(storeId, at));
  return total?.n ?? 0;
}

/** A template of this store or the chain; COUPON_NOT_FOUND otherwise. */
export async function requireTemplate(db: DbOrTx, storeId: number, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, id), inStore(storeId)));
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return row;
}

/** A template's name and description in the reader's language (decision 020). */
export function templateText(
  row: Pick<TemplateRow, 'name' | 'description' | 'translations'>,
  locale: Locale,
) {
  return {
    name: translatedField(row.name, row.translations, 'name', locale),
    description: translatedField(row.description, row.translations, 'description', locale),
  };
}

/** A template as the centre and its detail show it, with whether `taker` can take one now and why not. */
function toTemplateOut(
  row: TemplateRow,
  taker: Taker,
  at: Date,
  locale: Locale,
  book: NameBook,
): CouponTemplateOut {
  const refusal = takeRefusal(row, taker, at);
  return {
    id: row.id,
    ...templateText(row, locale),
    rule: row.rule,
    names: namesOf(book, row.rule),
    validity: row.validity,
    price: fromMinor(row.price),
    total: row.total,
    remaining: row.remaining,
    claimLimit: row.claimLimit,
    buyLimit: row.buyLimit,
    claimed: taker?.claimed ?? 0,
    bought: taker?.bought ?? 0,
    newMembersOnly: row.newMembersOnly,
    oldMembersOnly: row.oldMembersOnly,
    levelIds: row.levelIds,
    levelNames: levelNamesOf(book, row.levelIds),
    publishStartsAt: row.publishStartsAt?.toISOString() ?? null,
    publishEndsAt: row.publishEndsAt?.toISOString() ?? null,
    transferable: row.transferable,
    canTake: refusal === null,
    reason: refusal?.code ?? null,
  };
}

/** Templates as the centre and its detail show them, each with its taker (null: a guest), names read once for all. */
export async function templateOuts(
  db: DbOrTx,
  rows: Array<{ row: TemplateRow; taker: Taker }>,
  at: Date,
  locale: Locale,
): Promise<CouponTemplateOut[]> {
  const rules = rows.map((r) => r.row.rule);
  const book = await nameBook(
    db,
    rules,
    locale,
    rows.flatMap((r) => r.row.levelIds),
  );
  return rows.map(({ row, taker }) => toTemplateOut(row, taker, at, locale, book));
}
