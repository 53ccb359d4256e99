import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../../translations.ts';
import { stores } from '../store.ts';
import { members } from './member.ts';

/** The kinds of custom attribute a store can ask its members for (SPEC §5 profile fields). */
export type CustomerAttributeType = 'text' | 'number' | 'date' | 'select' | 'phone';

/**
 * A custom profile field a store asks its members for (LoadUserCustomerAttributeWithValue). Members belong to the
 * whole chain, so the attributes are the headquarters' (storeId is the chain's root store). `name` is the label
 * in the store's own words, shown as it is and used as the Name of its errors.
 */
export const customerAttributes = pgTable(
  'customer_attributes',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    type: text('type').$type<CustomerAttributeType>().notNull(),
    /** The values a select offers; empty for other types. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Per locale, the label and the select's options in the same order as `options` (the stored value stays the base option). */
    translations: translationsColumn<{ name: string; options: string[] }>(),
    /** Longest text a text attribute takes (characters). */
    maxLength: integer('max_length').notNull().default(50),
    required: boolean('required').notNull().default(false),
    /** Set by the store only; the member sees it read-only. */
    locked: boolean('locked').notNull().default(false),
    /** The member may set it once; after that it is read-only. */
    onceOnly: boolean('once_only').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('customer_attributes_store_idx').on(t.storeId, t.sort)],
);

/**
 * A member's value of one custom attribute; a row exists only while there is a value. The unique pair makes
 * setting a once-only attribute a single conditional insert, so two saves at once cannot both set it. Rows go
 * with the member's personal data: delete by memberId to erase them.
 */
export const customerAttributeValues = pgTable(
  'customer_attribute_values',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => customerAttributes.id),
    value: text('value').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_attribute_values_member_attr_uq').on(t.memberId, t.attributeId)],
);
