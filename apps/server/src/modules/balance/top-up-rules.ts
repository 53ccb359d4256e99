import type { BalanceGiftOut, TopUpRuleOut } from '@shop/contracts';
import { fromMinor, type GiftItem, type InstalmentEvery, type Locale } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { topUpRules } from '../../db/schema/balance-top-up.ts';
import { giftItemsOut } from './gift-item-names.ts';

export type TopUpRuleRow = typeof topUpRules.$inferSelect;

/** What a rule or an order gives besides the money: the balance gift and the other gift items. */
export interface TopUpGifts {
  giftBalance: number;
  giftInstalments: number;
  giftEvery: InstalmentEvery;
  giftItems: GiftItem[];
}

/** A store's active rules: fixed ones by amount, then free ones by their least amount. */
export async function activeRules(db: DbOrTx, storeId: number): Promise<TopUpRuleRow[]> {
  return db
    .select()
    .from(topUpRules)
    .where(and(eq(topUpRules.storeId, storeId), eq(topUpRules.status, 'active')))
    .orderBy(asc(topUpRules.kind), asc(topUpRules.amount), asc(topUpRules.sort), asc(topUpRules.id));
}

/** The balance gift as the pages show it; null when there is none. */
export function balanceGiftOut(g: TopUpGifts): BalanceGiftOut | null {
  if (g.giftBalance <= 0) return null;
  return { amount: fromMinor(g.giftBalance), instalments: g.giftInstalments, every: g.giftEvery };
}

/** The rules as the recharge pages show them, their gift items named in the reader's language. */
export async function topUpRuleOuts(
  db: DbOrTx,
  rows: readonly TopUpRuleRow[],
  locale: Locale,
): Promise<TopUpRuleOut[]> {
  const items = await giftItemsOut(
    db,
    rows.map((r) => r.giftItems),
    locale,
  );
  return rows.map((row, i) => ({
    id: row.id,
    kind: row.kind,
    amount: fromMinor(row.amount),
    gift: balanceGiftOut(row),
    items: items[i]!,
  }));
}
