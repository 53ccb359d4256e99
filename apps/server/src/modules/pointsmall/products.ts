import type { PointsProductOut } from '@shop/contracts';
import {
  type Exchanger,
  exchangeRefusal,
  fromMinor,
  inMallView,
  type Locale,
  type MallView,
  ruleRange,
  translatedField,
} from '@shop/domain';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { pointsmallCategories, pointsmallCounts, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { couponFaces, levelNames, memberFacts } from '../coupon/index.ts';

export type ProductRow = typeof pointsmallProducts.$inferSelect;

/** Products of a store's mall: its own and the whole chain's (store_id null). */
function inStore(storeId: number): SQL {
  return or(isNull(pointsmallProducts.storeId), eq(pointsmallProducts.storeId, storeId)) as SQL;
}

/** A product of this store or the chain, active or ended; POINTSMALL_NOT_FOUND otherwise. */
export async function requireProduct(db: DbOrTx, storeId: number, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(pointsmallProducts)
    .where(and(eq(pointsmallProducts.id, id), inStore(storeId)));
  if (!row) throw new AppError('POINTSMALL_NOT_FOUND');
  return row;
}

/** The mall's shelves of a store, in the store's order, named in the reader's language. */
export async function mallCategories(db: DbOrTx, storeId: number, locale: Locale) {
  const rows = await db
    .select()
    .from(pointsmallCategories)
    .where(or(isNull(pointsmallCategories.storeId), eq(pointsmallCategories.storeId, storeId)))
    .orderBy(asc(pointsmallCategories.sort), asc(pointsmallCategories.id));
  return rows.map((r) => ({ id: r.id, name: translatedField(r.name, r.translations, 'name', locale) }));
}

/**
 * The active products of a store in a view and category, by the store's sort. Views filter on the rules' jsonb,
 * which SQL would have to unpack: a mall holds tens of products, so they are read whole and filtered here.
 */
export async function mallProducts(
  db: DbOrTx,
  storeId: number,
  q: { view: MallView; categoryId?: number | undefined },
): Promise<ProductRow[]> {
  const rows = await db
    .select()
    .from(pointsmallProducts)
    .where(
      and(
        inStore(storeId),
        eq(pointsmallProducts.status, 'active'),
        q.categoryId ? eq(pointsmallProducts.categoryId, q.categoryId) : undefined,
      ),
    )
    .orderBy(asc(pointsmallProducts.sort), asc(pointsmallProducts.id));
  return rows.filter((r) => inMallView(r, q.view));
}

/** How many products a store's mall offers now (a custom page's activity strip shows it, decision 040). */
export async function shelfCount(db: DbOrTx, storeId: number): Promise<number> {
  return (await mallProducts(db, storeId, { view: 'all' })).length;
}

/** The member as the exchange rules read them, for each product asked (null for a guest). */
export async function exchangersFor(
  db: DbOrTx,
  memberId: number | null,
  productIds: number[],
  at: Date,
): Promise<{ points: number | null; of: (productId: number) => Exchanger | null }> {
  if (memberId === null) return { points: null, of: () => null };
  const facts = await memberFacts(db, memberId, at);
  const [member] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
  const counts = productIds.length
    ? await db
        .select()
        .from(pointsmallCounts)
        .where(and(eq(pointsmallCounts.memberId, memberId), inArray(pointsmallCounts.productId, productIds)))
    : [];
  const exchanged = new Map(counts.map((c) => [c.productId, c.exchanged]));
  const points = member?.points ?? 0;
  return { points, of: (id) => ({ levelId: facts.levelId, points, exchanged: exchanged.get(id) ?? 0 }) };
}

/** The cheapest rule in points: what the mall's "can exchange" answers for. */
function cheapest(row: ProductRow) {
  return row.rules.reduce((a, b) => (b.points < a.points ? b : a));
}

/** Products as the mall and its details show them, for `exchanger` (null: a guest); names read once for all. */
export async function productOuts(
  db: DbOrTx,
  rows: ProductRow[],
  exchanger: (productId: number) => Exchanger | null,
  locale: Locale,
): Promise<PointsProductOut[]> {
  const faces = await couponFaces(
    db,
    rows.flatMap((r) => (r.couponTemplateId === null ? [] : [r.couponTemplateId])),
    locale,
  );
  const levelName = await levelNames(
    db,
    rows.flatMap((r) => r.levelIds),
    locale,
  );
  return rows.map((row) => {
    const member = exchanger(row.id);
    const refusal = exchangeRefusal(row, member, cheapest(row), 1);
    const range = ruleRange(row.rules);
    const face = row.couponTemplateId === null ? undefined : faces.get(row.couponTemplateId);
    return {
      id: row.id,
      kind: row.kind,
      name: translatedField(row.name, row.translations, 'name', locale),
      description: translatedField(row.description, row.translations, 'description', locale),
      imageName: row.imageName,
      categoryId: row.categoryId,
      rules: row.rules.map((r) => ({ points: r.points, price: fromMinor(r.price) })),
      rulePoints: range.points,
      rulePrices: { min: fromMinor(range.price.min), max: fromMinor(range.price.max) },
      stock: row.stock,
      perPersonLimit: row.perPersonLimit,
      exchanged: member?.exchanged ?? 0,
      levelIds: row.levelIds,
      levelNames: row.levelIds.flatMap((id) => (levelName.get(id) ? [levelName.get(id)!] : [])),
      coupon: face
        ? {
            name: face.name,
            rule: face.rule,
            names: face.names,
            validity: face.validity,
            count: row.couponCount,
          }
        : null,
      canExchange: refusal === null,
      reason: refusal,
    };
  });
}
