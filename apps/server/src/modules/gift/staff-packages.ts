import { giftItemsSchema } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { giftPackages } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { checkGiftItems } from './check-items.ts';
import type { PackageRow } from './packages.ts';

const yuan = staffYuan(0, 100_000);
const count = z.number().int().min(1).max(10_000_000);
const texts = z.strictObject({
  name: z.string().max(60).optional(),
  description: z.string().max(500).optional(),
});

/** POST /staff/gifts/packages: a new package. Price in currency units; the items' balance in minor units. */
export const newPackage = z.strictObject({
  /** Omitted: every store of the chain. */
  storeId: staffBodyId.optional(),
  name: z.string().trim().min(1).max(60),
  description: z.string().max(500).optional(),
  /** Per locale, { name?, description? } (decision 020). */
  translations: z.partialRecord(z.enum(['en', 'es', 'zh-CN', 'zh-Hant']), texts).optional(),
  items: giftItemsSchema,
  price: yuan.optional(),
  points: z.number().int().min(0).max(100_000_000).optional(),
  /** Omitted: unlimited. */
  total: count.optional(),
  buyLimit: count.nullable().optional(),
  levelIds: z.array(staffBodyId).max(50).optional(),
  /** false: only granted (a top-up gift, a reward, nested in another package), never listed or sold. */
  onSale: z.boolean().optional(),
  sort: z.number().int().min(-1000).max(1000).optional(),
});
export type NewPackage = z.infer<typeof newPackage>;

/** A package as staff list it (the staff CLI's gifts command prints it). */
export interface StaffPackageOut {
  id: number;
  storeId: number | null;
  name: string;
  price: number;
  points: number;
  items: number;
  total: number | null;
  remaining: number | null;
  buyLimit: number | null;
  onSale: boolean;
  status: 'active' | 'ended';
}

export function toStaffPackage(row: PackageRow): StaffPackageOut {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    price: fromMinor(row.price),
    points: row.points,
    items: row.items.length,
    total: row.total,
    remaining: row.remaining,
    buyLimit: row.buyLimit,
    onSale: row.onSale,
    status: row.status,
  };
}

/** Writes a new package once its items are checked (GIFT_ITEMS_INVALID otherwise); every counter starts full. */
export async function createPackage(db: Db, p: NewPackage, at: Date): Promise<PackageRow> {
  await checkGiftItems(db, p.items);
  const [row] = await db
    .insert(giftPackages)
    .values({
      storeId: p.storeId ?? null,
      name: p.name,
      description: p.description ?? '',
      translations: p.translations ?? {},
      items: p.items,
      price: toMinor(p.price ?? 0),
      points: p.points ?? 0,
      total: p.total ?? null,
      remaining: p.total ?? null,
      buyLimit: p.buyLimit ?? null,
      levelIds: p.levelIds ?? [],
      onSale: p.onSale ?? true,
      sort: p.sort ?? 0,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** The packages, of one store (with the chain's) or all, by sort. */
export function listPackages(db: Db, storeId?: number): Promise<PackageRow[]> {
  const where: SQL | undefined = storeId
    ? or(isNull(giftPackages.storeId), eq(giftPackages.storeId, storeId))
    : undefined;
  return db.select().from(giftPackages).where(where).orderBy(asc(giftPackages.sort), asc(giftPackages.id));
}

/** Ends a package: no more sales or new nesting (what was delivered stays). Ending twice answers the same. */
export async function endPackage(db: Db, id: number): Promise<PackageRow> {
  const [row] = await db
    .update(giftPackages)
    .set({ status: 'ended' })
    .where(eq(giftPackages.id, id))
    .returning();
  if (!row) throw new AppError('GIFT_PACKAGE_NOT_FOUND');
  return row;
}
