import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { stores } from '../schema/store.ts';
import { storeTables, tableSettings } from '../schema/table.ts';
import { logoPath } from './catalogue.ts';

/** The seating item every demo table takes per diner (SPEC §5 must-order item). */
const TABLEWARE = {
  name: 'Tableware',
  description: 'Sealed cup, plate and cutlery set, one per diner.',
  price: 100,
  // The brand's mark: tableware is no dish to draw.
  imageName: logoPath,
  translations: {
    'zh-CN': { name: '餐具', description: '一次性密封餐具套装，每位一套。' },
    'zh-Hant': { name: '餐具', description: '一次性密封餐具組，每位一套。' },
    es: { name: 'Cubiertos', description: 'Juego sellado de vaso, plato y cubiertos, uno por comensal.' },
  },
};

export const DEMO_TABLE_COUNT = 12;
export const DEMO_MIN_SPEND = 3000;

/**
 * A demo table's code: derived from the store and number, so every demo database prints the same link; tables staff
 * add get random codes (modules/table). Not a secret: the demo's tables are for trying the app.
 */
export function demoTableCode(storeId: number, number: string): string {
  return createHash('sha256').update(`demo-table:${storeId}:${number}`).digest('base64url').slice(0, 18);
}

async function tablewareId(tx: Tx, storeId: number): Promise<number> {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.name, TABLEWARE.name)));
  if (found) return found.id;
  const [made] = await tx
    .insert(products)
    .values({ storeId, ...TABLEWARE, stock: 0, ignoreStock: true, modes: ['queue'], sort: 9999 })
    .returning({ id: products.id });
  return made!.id;
}

/**
 * Scan-a-table in the first shop (Jing'an): tables 1–12 with codes, the service on, tableware ¥1 per diner as the
 * must-order item, a ¥30 minimum spend, and pay-after among its pay methods (a table pays after the meal).
 * Idempotent: what exists is left as it is.
 */
export async function ensureDemoTables(tx: Tx, storeId: number): Promise<void> {
  const productId = await tablewareId(tx, storeId);
  await tx
    .insert(tableSettings)
    .values({
      storeId,
      enabled: true,
      mustOrder: [{ productId, quantity: 1, perDiner: true }],
      minSpend: DEMO_MIN_SPEND,
    })
    .onConflictDoNothing();
  const tables = Array.from({ length: DEMO_TABLE_COUNT }, (_, i) => {
    const number = String(i + 1);
    return {
      storeId,
      number,
      name: `Table ${number}`,
      seats: i < 8 ? 4 : 6,
      code: demoTableCode(storeId, number),
    };
  });
  await tx.insert(storeTables).values(tables).onConflictDoNothing();
  await tx
    .update(stores)
    .set({ settings: sql`jsonb_set(${stores.settings}, '{payment,payAfter}', 'true')` })
    .where(and(eq(stores.id, storeId), sql`${stores.settings} ? 'payment'`));
}

/** The address that opens demo table 1 in the first shop, as its QR code would (printed at start-up). */
export function demoTableLink(base: string, storeId: number): string {
  return `${base}/?storeid=${storeId}&tableno=${demoTableCode(storeId, '1')}`;
}
