import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';

/** How closely a stored position matches the address: pinned by the member, a known place in it, or its district's centre. */
export type PositionPrecision = 'pinned' | 'place' | 'district';

/**
 * A member's delivery address (SPEC §3 Address). The region is kept by its division codes (GB/T 2260) and the
 * names as the division data writes them (Simplified Chinese), so an order's snapshot reads without the data
 * package. lat/lng come from the geocoder when the address is saved; null when it could not place it.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    province: text('province').notNull(),
    cityCode: text('city_code').notNull(),
    city: text('city').notNull(),
    districtCode: text('district_code').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    houseNumber: text('house_number').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    precision: text('precision').$type<PositionPrecision>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId, t.id),
    // At most one default per member, whatever runs in parallel: the index refuses a second one.
    uniqueIndex('member_addresses_one_default_uq').on(t.memberId).where(sql`${t.isDefault}`),
    check('member_addresses_position_ck', sql`(${t.lat} IS NULL) = (${t.lng} IS NULL)`),
  ],
);

export type MemberAddressRow = typeof memberAddresses.$inferSelect;
