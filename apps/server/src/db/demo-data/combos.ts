import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { attributeGroups, attributeOptions, products } from '../schema/catalog.ts';
import { demoTranslations } from './demo-translations.ts';

/** A group of choices of a demo combo: choose between min and max of its options (name, add-on in fen). */
interface ChoiceGroup {
  name: string;
  min: number;
  max: number;
  options: Array<[string, number]>;
}

/** Two of the demo's breakfast sets become combos with choices (SPEC §2 shopping/combo, §5 combo; decision 032). */
const combos: Record<string, ChoiceGroup[]> = {
  'Afternoon Tea for Two': [
    {
      name: 'Fruit teas',
      min: 2,
      max: 2,
      options: [
        ['Mango Pomelo Sago', 0],
        ['Strawberry Jasmine Tea', 0],
        ['Passion Fruit Green Tea', 0],
        ['Peach Oolong Tea', 0],
        ['Grape Cheese Foam Tea', 300],
      ],
    },
    {
      name: 'Sweets',
      min: 1,
      max: 1,
      options: [
        ['Strawberry Shortcake Slice', 0],
        ['Tiramisu Slice', 200],
        ['Matcha Macarons (3 pcs)', 0],
      ],
    },
  ],
  'Croissant & Latte Set': [
    {
      name: 'Coffee',
      min: 1,
      max: 1,
      options: [
        ['Caffè Latte', 0],
        ['Flat White', 200],
        ['Osmanthus Oat Latte', 400],
      ],
    },
    {
      name: 'Extras',
      min: 0,
      max: 2,
      options: [
        ['Portuguese Egg Tart', 600],
        ['Chocolate Chip Cookie', 500],
      ],
    },
  ],
};

/** Gives a combo its groups of choices, once: a combo that has any option group already is left as it is. */
async function ensureCombo(tx: Tx, productId: number, groups: ChoiceGroup[]): Promise<void> {
  const [has] = await tx
    .select({ id: attributeGroups.id })
    .from(attributeGroups)
    .where(eq(attributeGroups.productId, productId))
    .limit(1);
  if (has) return;
  for (const [sort, group] of groups.entries()) {
    const [row] = await tx
      .insert(attributeGroups)
      .values({
        productId,
        name: group.name,
        translations: demoTranslations({ name: group.name }),
        required: group.min > 0,
        multiple: group.max > 1,
        minChoices: group.min,
        maxChoices: group.max,
        sort,
      })
      .returning({ id: attributeGroups.id });
    await tx.insert(attributeOptions).values(
      group.options.map(([name, priceAdd], i) => ({
        groupId: row!.id,
        name,
        translations: demoTranslations({ name }),
        priceAdd,
        sort: i,
      })),
    );
  }
}

/** The demo combos' choices in every store. */
export async function ensureDemoCombos(tx: Tx, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        inArray(products.storeId, storeIds),
        inArray(products.name, Object.keys(combos)),
        sql`${products.isCombo}`,
      ),
    );
  for (const row of rows) await ensureCombo(tx, row.id, combos[row.name]!);
}
