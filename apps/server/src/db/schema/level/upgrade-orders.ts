import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { members } from '../account/member.ts';
import { customerCategories } from '../level.ts';
import { orders } from '../order.ts';

/**
 * What an upgrade order buys (SPEC §5 paid upgrade), the level area's own facts about an order of kind 'upgrade'
 * (decision 046: an area's facts live in its tables keyed by the order, not as columns of orders): the level it
 * raises the member to, and who shared the upgrade link it came through (rewarded once when it is paid, SPEC §6).
 */
export const upgradeOrders = pgTable(
  'upgrade_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    targetCategoryId: integer('target_category_id')
      .notNull()
      .references(() => customerCategories.id),
    inviterId: integer('inviter_id').references(() => members.id),
  },
  (t) => [index('upgrade_orders_target_idx').on(t.targetCategoryId)],
);
