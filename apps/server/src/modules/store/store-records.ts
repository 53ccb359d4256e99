import type { bannerImage } from '@shop/contracts';
import { pageLink } from '@shop/contracts';
import { type Locale, type Translations, translatedField } from '@shop/domain';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { banners, type StoreSettings, stores } from '../../db/schema/store.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type StoreRow = typeof stores.$inferSelect;
export type BannerImage = z.infer<typeof bannerImage>;

/** A banner as kept with its store: the base title, and the title per locale (decision 020). */
export interface StoredBanner {
  image: BannerImage;
  translations: Translations<{ title: string }>;
}

/**
 * A store with what every call about it needs, cached for a few seconds per store. It keeps every language (the
 * row's and banners' translations), so one entry serves readers of all four; text is picked when shown.
 */
export interface StoreRecord {
  row: StoreRow;
  banners: StoredBanner[];
}

/** The store's text fields in the stores table (decision 020); `notice` is settings.notice. */
export type StoreText = { name: string; address: string; notice: string };

/** One of a store's texts in the reader's locale ('' for a notice it has not set). */
export function storeText(row: StoreRow, field: keyof StoreText, locale: Locale): string {
  const base = field === 'notice' ? (row.settings.notice ?? '') : row[field];
  return translatedField<StoreText, keyof StoreText>(base, row.translations, field, locale);
}

/** The store's banners with their titles in the reader's locale. */
export function bannersIn(record: StoreRecord, locale: Locale): BannerImage[] {
  return record.banners.map(({ image, translations }) => {
    const title = translatedField(image.title, translations, 'title', locale);
    return title === image.title ? image : { ...image, title };
  });
}

const STORE_TTL_MS = 10_000;

const caches = perDatabase((db) => ({
  stores: holdsStoreText(db, new TtlCache<number, StoreRecord | null>(STORE_TTL_MS)),
  chains: holdsStoreText(db, new TtlCache<number, StoreRow[]>(STORE_TTL_MS)),
}));

async function loadStore(db: Db, storeId: number): Promise<StoreRecord | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!row) return null;
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.storeId, storeId))
    .orderBy(asc(banners.sort), asc(banners.id));
  return {
    row,
    banners: rows.map((b) => {
      // A malformed saved link is dropped rather than sent: the banner still shows, it just leads nowhere.
      const link = pageLink.safeParse(b.link);
      const image = { imageUrl: b.imageUrl, title: b.title, link: link.success ? link.data : null };
      return { image, translations: b.translations };
    }),
  };
}

/** The store and its banners, or null when there is no such store. */
export function findStore(db: Db, clock: Clock, storeId: number): Promise<StoreRecord | null> {
  return caches(db).stores.get(storeId, clock, () => loadStore(db, storeId));
}

/** The headquarters row id of a store's chain (a store without a parent is its own headquarters). */
export function chainRootId(row: StoreRow): number {
  return row.parentId ?? row.id;
}

/** The headquarters and every store under it, in id order. */
export function chainStores(db: Db, clock: Clock, rootId: number): Promise<StoreRow[]> {
  return caches(db).chains.get(rootId, clock, () =>
    db
      .select()
      .from(stores)
      .where(or(eq(stores.id, rootId), eq(stores.parentId, rootId)))
      .orderBy(asc(stores.id)),
  );
}

/** The first headquarters (lowest id), which the app serves when the client names no store. */
export async function firstRootId(db: Db): Promise<number | null> {
  const [root] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(isNull(stores.parentId))
    .orderBy(asc(stores.id))
    .limit(1);
  return root?.id ?? null;
}

/** Forgets cached copies of a store after it was changed (and its chain's list). */
export function invalidateStore(db: Db, storeId: number): void {
  const c = caches(db);
  c.stores.delete(storeId);
  c.chains.clear();
}

/**
 * A store's settings read fresh, through the caller's transaction when given one (the cached findStore reads
 * through its own connection); null for an unknown store.
 */
export async function storeSettingsIn(db: DbOrTx, storeId: number): Promise<StoreSettings | null> {
  const [row] = await db.select({ settings: stores.settings }).from(stores).where(eq(stores.id, storeId));
  return row?.settings ?? null;
}

/**
 * Sets one key of a store's settings (null removes it) in one statement, leaving the others as they are, and forgets
 * the cached store; STORE_NOT_FOUND for an unknown store.
 */
export async function saveStoreSetting<K extends keyof StoreSettings>(
  db: Db,
  storeId: number,
  key: K,
  value: StoreSettings[K] | null,
): Promise<void> {
  const settings =
    value === null
      ? sql`${stores.settings} - ${key}::text`
      : sql`${stores.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`;
  const updated = await db
    .update(stores)
    .set({ settings })
    .where(eq(stores.id, storeId))
    .returning({ id: stores.id });
  if (updated.length === 0) throw new AppError('STORE_NOT_FOUND');
  invalidateStore(db, storeId);
}
