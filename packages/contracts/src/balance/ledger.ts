import { z } from 'zod';
import { balanceLedgerPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { giftInstalmentOut, topUpOrderOut } from './top-up.ts';

/**
 * What a ledger entry is, for the balance page's kind filter (SPEC §2 balance: filters by month and kind): topUp
 * (money paid in), gift (a top-up's balance gift, a gift package's balance), payment (money spent: orders, coupons, levels, deposits, the
 * payment code), refund (money given back), manual (set by staff).
 */
export const balanceKind = z.enum(['topUp', 'gift', 'payment', 'refund', 'manual']);
export type BalanceKind = z.infer<typeof balanceKind>;

const kindOfReason: Record<string, BalanceKind> = {
  top_up: 'topUp',
  top_up_gift: 'gift',
  gift: 'gift',
  order_payment: 'payment',
  level_upgrade: 'payment',
  group_meal_deposit: 'payment',
  coupon_purchase: 'payment',
  balance_spend: 'payment',
  points_exchange: 'payment',
  refund: 'refund',
  manual_edit: 'manual',
};

/** The reasons (SPEC §3 balance ledger reasons) of each kind; a reason not listed counts by its sign. */
export function reasonsOfKind(kind: BalanceKind): string[] {
  return Object.keys(kindOfReason).filter((reason) => kindOfReason[reason] === kind);
}

/** The kind of a ledger entry: by its reason; a reason added since counts as a payment when negative, else a refund. */
export function balanceKindOf(reason: string, delta: number): BalanceKind {
  return kindOfReason[reason] ?? (delta < 0 ? 'payment' : 'refund');
}

/** One entry of the member's balance ledger: signed amount and balance after it (decimals), why, which order. */
export const balanceEntryOut = z.object({
  id: z.number().int(),
  amount: z.number(),
  balanceAfter: z.number(),
  /** A SPEC §3 ledger reason (top_up, top_up_gift, order_payment, refund, manual_edit, …). */
  reason: z.string(),
  kind: balanceKind,
  note: z.string(),
  createdAt: z.string(),
  orderNo: z.string().nullable(),
});
export type BalanceEntryOut = z.infer<typeof balanceEntryOut>;

/** A month of the store's calendar: YYYY-MM. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: YYYY-MM');

/** The balance pages (SPEC §2 balance/balance, balance/payDetail). Months are the store's (x-store-id). */
export const balanceLedgerEndpoints = {
  /**
   * The balance and its ledger, newest first, in a month and of a kind when asked; income and expense are the
   * sums of the filtered entries; upcoming: balance gift instalments still to come.
   */
  ledger: endpoint({
    path: balanceLedgerPaths.ledger,
    access: 'member',
    request: z.strictObject({
      month: month.optional(),
      kind: balanceKind.optional(),
      pageIndex: field.page.optional(),
      pageSize: field.pageSize.optional(),
    }),
    result: z.object({
      balance: z.number(),
      entries: z.array(balanceEntryOut),
      total: z.number().int(),
      income: z.number(),
      expense: z.number(),
      upcoming: z.array(giftInstalmentOut.extend({ orderNo: z.string() })),
    }),
  }),

  /**
   * One entry (payDetail): the entry, its order (number, type, amount, status), the gift instalment it paid, and
   * for a top-up the whole top-up. Another member's or none: NOT_FOUND.
   */
  payDetail: endpoint({
    path: balanceLedgerPaths.payDetail,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: z.object({
      entry: balanceEntryOut,
      order: z
        .object({ orderNo: z.string(), kind: z.string(), amount: z.number(), status: z.string() })
        .nullable(),
      instalment: z.object({ seq: z.number().int(), of: z.number().int() }).nullable(),
      topUp: topUpOrderOut.nullable(),
    }),
  }),
};
