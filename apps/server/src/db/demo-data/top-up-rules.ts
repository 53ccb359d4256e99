import type { Tx } from '../client.ts';
import { topUpRules } from '../schema/balance-top-up.ts';

type DemoRule = Omit<typeof topUpRules.$inferInsert, 'storeId' | 'createdAt'>;

/**
 * Every demo shop's top-up rules (issue 16), in fen: ¥50 plain, ¥100 with ¥10 at once, ¥300 with ¥45 in three
 * monthly parts, ¥500 with ¥80 in four weekly parts, and any amount from ¥10, with ¥20 from ¥200.
 */
const demoRules: DemoRule[] = [
  { kind: 'fixed', amount: 5000 },
  { kind: 'fixed', amount: 10_000, giftBalance: 1000 },
  { kind: 'fixed', amount: 30_000, giftBalance: 4500, giftInstalments: 3, giftEvery: 'month' },
  { kind: 'fixed', amount: 50_000, giftBalance: 8000, giftInstalments: 4, giftEvery: 'week' },
  { kind: 'free', amount: 1000 },
  { kind: 'free', amount: 20_000, giftBalance: 2000 },
];

/** Adds the demo top-up rules once (none of the shops has any yet). */
export async function ensureDemoTopUpRules(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: topUpRules.id }).from(topUpRules).limit(1);
  if (has || storeIds.length === 0) return;
  await tx
    .insert(topUpRules)
    .values(storeIds.flatMap((storeId) => demoRules.map((r) => ({ ...r, storeId, createdAt: now }))));
}
