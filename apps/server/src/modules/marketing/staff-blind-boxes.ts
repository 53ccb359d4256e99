import { field } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blindBoxItems, blindBoxSeries } from '../../db/schema/marketing/blind-box.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../catalog/index.ts';
import { storeSettingsIn } from '../store/index.ts';
import { type BlindBoxItemRow, type BlindBoxSeriesRow, poolsOf } from './blind-box-series.ts';
import { type ActivityListQuery, registerStaffActivity } from './staff-activity-routes.ts';

/** A series as staff list it (the staff CLI's `activities blind-box` prints it): the price in decimals. */
export interface StaffBlindBoxOut {
  id: number;
  storeId: number | null;
  name: string;
  status: 'active' | 'ended';
  price: number;
  startsAt: string;
  endsAt: string;
  guaranteeAfter: number | null;
  buyLimit: number | null;
  items: { id: number; name: string; prize: boolean; total: number; remaining: number }[];
}

function toStaffOut(row: BlindBoxSeriesRow, pool: readonly BlindBoxItemRow[]): StaffBlindBoxOut {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    status: row.status,
    price: fromMinor(row.price),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    guaranteeAfter: row.guaranteeAfter,
    buyLimit: row.buyLimit,
    items: pool.map((i) => ({
      id: i.id,
      name: i.name,
      prize: i.prize,
      total: i.total,
      remaining: i.remaining,
    })),
  };
}

const itemIn = z.strictObject({
  name: z.string().trim().min(1).max(60),
  image: z.string().max(300).default(''),
  productId: staffBodyId.nullable().default(null),
  prize: z.boolean().default(false),
  stock: z.number().int().min(1).max(1_000_000),
});

/** What staff write to create a series (POST /staff/blind-boxes); text translated afterwards (decision 020). */
const seriesIn = z
  .strictObject({
    storeId: staffBodyId.nullable(),
    name: z.string().trim().min(1).max(60),
    description: field.text(500).default(''),
    image: z.string().max(300).default(''),
    price: staffYuan(0, 100_000),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    guaranteeAfter: z.number().int().min(1).max(1000).nullable().default(null),
    buyLimit: z.number().int().min(1).max(1000).nullable().default(null),
    items: z.array(itemIn).min(1).max(50),
  })
  .refine((s) => new Date(s.endsAt) > new Date(s.startsAt), { message: 'endsAt must be after startsAt' })
  .refine((s) => s.guaranteeAfter === null || s.items.some((i) => i.prize), {
    message: 'a guarantee needs a prize item',
  });
type SeriesIn = z.infer<typeof seriesIn>;

/** The store exists, and the catalogue products the items are, are its own (any store's for the chain). */
async function checkReferences(db: Db, input: SeriesIn): Promise<void> {
  if (input.storeId !== null) {
    if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  }
  const named = [...new Set(input.items.flatMap((i) => (i.productId === null ? [] : [i.productId])))];
  if (named.length === 0) return;
  const found = await productsThatExist(db, named, input.storeId === null ? {} : { storeId: input.storeId });
  if (found.size < named.length) throw new AppError('PRODUCT_NOT_FOUND');
}

/** The series and its pool, written together. */
export async function createBlindBoxSeries(db: Db, input: SeriesIn, at: Date): Promise<StaffBlindBoxOut> {
  await checkReferences(db, input);
  return db.transaction(async (tx) => {
    const [series] = await tx
      .insert(blindBoxSeries)
      .values({
        storeId: input.storeId,
        name: input.name,
        description: input.description,
        image: input.image,
        price: toMinor(input.price),
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        guaranteeAfter: input.guaranteeAfter,
        buyLimit: input.buyLimit,
        createdAt: at,
      })
      .returning();
    const pool = await tx
      .insert(blindBoxItems)
      .values(
        input.items.map((i) => ({
          seriesId: series!.id,
          name: i.name,
          image: i.image,
          productId: i.productId,
          prize: i.prize,
          total: i.stock,
          remaining: i.stock,
        })),
      )
      .returning();
    return toStaffOut(series!, pool);
  });
}

/** Ends a series now: no more boxes sold, unpaid ones refunded when paid; a repeat changes nothing. */
async function endSeries(db: Db, id: number): Promise<StaffBlindBoxOut> {
  const [row] = await db
    .update(blindBoxSeries)
    .set({ status: 'ended' })
    .where(eq(blindBoxSeries.id, id))
    .returning();
  if (!row) throw new AppError('BLIND_BOX_NOT_FOUND');
  return toStaffOut(row, (await poolsOf(db, [row.id])).get(row.id) ?? []);
}

async function listSeries(db: Db, q: ActivityListQuery): Promise<StaffBlindBoxOut[]> {
  const where = [];
  if (q.storeId) where.push(or(eq(blindBoxSeries.storeId, q.storeId), isNull(blindBoxSeries.storeId)));
  if (q.status !== 'all') where.push(eq(blindBoxSeries.status, q.status));
  const rows = await db
    .select()
    .from(blindBoxSeries)
    .where(and(...where))
    .orderBy(asc(blindBoxSeries.id))
    .limit(200);
  const pools = await poolsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffOut(row, pools.get(row.id) ?? []));
}

/**
 * Staff blind box routes (inside the /staff plugin, behind its bearer token): list a store's series (its own and
 * the chain's) with what is left of each pool, create one with its items, end one.
 */
export function registerStaffBlindBoxes(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'blind-boxes',
    listKey: 'series',
    list: (q) => listSeries(deps.db, q),
    body: seriesIn,
    create: (body) => createBlindBoxSeries(deps.db, body, deps.clock.now()),
    end: (id) => endSeries(deps.db, id),
  });
}
