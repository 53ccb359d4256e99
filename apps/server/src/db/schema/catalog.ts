import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';
import { stores } from './store.ts';

/**
 * Categories of a store. Uids 10, 11 and 12 are the system folders (combo, hot sale, on sale) and are not
 * rows: they are derived from product flags, so real categories start at 100.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    translations: translationsColumn<{ name: string }>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_store_idx').on(t.storeId, t.sort)],
);

/** A product on sale in one store. Prices in minor units; stock is changed only by conditional updates. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10000 }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id').references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageName: text('image_name').notNull().default(''),
    /** Further detail-page images after imageName. */
    gallery: text('gallery').array().notNull().default([]),
    specifications: text('specifications').notNull().default(''),
    translations: translationsColumn<{ name: string; description: string; specifications: string }>(),
    /** Free attributes the spec carries on cart items (Attribute5, Attribute6). */
    attribute5: text('attribute5').notNull().default(''),
    attribute6: text('attribute6').notNull().default(''),
    barcode: text('barcode'),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The crossed-out price; a product is "on sale" when this is above price. */
    originalPrice: bigint('original_price', { mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    ignoreStock: boolean('ignore_stock').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isCombo: boolean('is_combo').notNull().default(false),
    /** Order modes this product is sold in (package = delivery, queue = dine-in, takeout = self-pickup). */
    modes: text('modes').array().notNull().default(['package', 'queue', 'takeout']),
    onShelf: boolean('on_shelf').notNull().default(true),
    salesCount: integer('sales_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('products_store_category_idx').on(t.storeId, t.categoryId, t.sort),
    // The product list pages through a store's on-shelf products in display order.
    index('products_store_shelf_idx').on(t.storeId, t.sort, t.id).where(sql`${t.onShelf}`),
    uniqueIndex('products_store_barcode_uq').on(t.storeId, t.barcode),
  ],
);

/** A group of options on a product (size, sugar level); a required group must be chosen before checkout. */
export const attributeGroups = pgTable(
  'attribute_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    translations: translationsColumn<{ name: string }>(),
    required: boolean('required').notNull().default(true),
    multiple: boolean('multiple').notNull().default(false),
    /**
     * A combo's group (decision 032): how many of its options make a set, at least minChoices and at most
     * maxChoices (each option once). Null on ordinary option groups, where `required` and `multiple` say it.
     */
    minChoices: integer('min_choices'),
    maxChoices: integer('max_choices'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('attribute_groups_product_idx').on(t.productId),
    check(
      'attribute_groups_choices_ck',
      sql`${t.minChoices} IS NULL OR (${t.minChoices} >= 0 AND ${t.maxChoices} >= greatest(${t.minChoices}, 1))`,
    ),
  ],
);

/** One option of a group; its uid travels in the cart as txtproductAttributeUid, its add-on as attributeValue. */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => attributeGroups.id),
    name: text('name').notNull(),
    translations: translationsColumn<{ name: string }>(),
    priceAdd: bigint('price_add', { mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('attribute_options_group_idx').on(t.groupId)],
);
