import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';
import { attributeGroups, attributeOptions, categories, products } from '../schema/catalog.ts';
import { banners, stores } from '../schema/store.ts';
import { knownTranslations } from './demo-translations.ts';

interface TextTable {
  table: PgTable;
  id: PgColumn;
  translations: PgColumn;
  /** Where each translated field's base text is. */
  fields: Record<string, PgColumn | SQL>;
}

// The demo's store text, table by table, as the loader writes it (decision 020).
const textTables: TextTable[] = [
  {
    table: categories,
    id: categories.id,
    translations: categories.translations,
    fields: { name: categories.name },
  },
  {
    table: products,
    id: products.id,
    translations: products.translations,
    fields: {
      name: products.name,
      description: products.description,
      specifications: products.specifications,
    },
  },
  {
    table: attributeGroups,
    id: attributeGroups.id,
    translations: attributeGroups.translations,
    fields: { name: attributeGroups.name },
  },
  {
    table: attributeOptions,
    id: attributeOptions.id,
    translations: attributeOptions.translations,
    fields: { name: attributeOptions.name },
  },
  { table: banners, id: banners.id, translations: banners.translations, fields: { title: banners.title } },
  {
    table: stores,
    id: stores.id,
    translations: stores.translations,
    fields: {
      name: stores.name,
      address: stores.address,
      notice: sql<string>`${stores.settings}->>'notice'`,
    },
  },
];

async function backfill(tx: Tx, t: TextTable): Promise<void> {
  const rows = (await tx
    .select({ id: t.id, ...t.fields })
    .from(t.table)
    .where(sql`${t.translations} = '{}'::jsonb`)) as Array<{ id: number } & Record<string, string | null>>;
  for (const { id, ...base } of rows) {
    const found = knownTranslations(
      Object.fromEntries(Object.entries(base).map(([k, v]) => [k, v ?? undefined])),
    );
    if (Object.keys(found).length === 0) continue;
    await tx
      .update(t.table)
      .set({ translations: found } as never)
      .where(eq(t.id, id));
  }
}

/**
 * Gives the menu, options, banners and stores of a demo database loaded before the demo had translations their
 * texts in the other three languages, where the base text is still the demo's and nothing is translated yet: a
 * newcomer who ran the shop before sees it in Chinese too. Rows staff translated or renamed are left alone.
 */
export async function addMissingDemoTranslations(tx: Tx): Promise<void> {
  for (const t of textTables) await backfill(tx, t);
}
