import { localDate } from '@shop/domain';
import { type SQL, sql } from 'drizzle-orm';

/** An order number's date part: the store's local date as YYYYMMDD; the number is this and the next order_no_seq. */
export function orderNoDate(at: Date, zone: string): string {
  return localDate(at, zone).replaceAll('-', '');
}

/** A new order number, as the value of an insert (orders of other kinds: group meals, upgrades). */
export function nextOrderNo(at: Date, zone: string): SQL<string> {
  return sql<string>`${orderNoDate(at, zone)} || nextval('order_no_seq')::text`;
}
