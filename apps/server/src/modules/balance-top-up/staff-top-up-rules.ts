import { giftItemSchema } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { topUpRules } from '../../db/schema/balance-top-up.ts';
import { stores } from '../../db/schema/store.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import type { TopUpRuleRow } from '../balance/index.ts';
import { checkGiftItems } from '../gift/index.ts';

const yuan = staffYuan(0.01, 50_000);

/**
 * POST /staff/balance/top-up-rules: a new rule. Money in currency units. fixed: `amount` is paid; free: any amount
 * of at least `amount`. giftBalance paid in `giftInstalments` parts (1 = at once) every `giftEvery`.
 */
export const newTopUpRule = z
  .strictObject({
    storeId: staffBodyId,
    kind: z.enum(['fixed', 'free']),
    amount: yuan,
    giftBalance: staffYuan(0, 50_000).optional(),
    giftInstalments: z.number().int().min(1).max(36).optional(),
    giftEvery: z.enum(['day', 'week', 'month']).optional(),
    /** Other gifts (SPEC §3 gift items, minor units): points, coupons, goods and services, gift packages. */
    giftItems: z
      .array(giftItemSchema.refine((item) => item.giftType !== 0, 'balance is giftBalance'))
      .max(20)
      .optional(),
    sort: z.number().int().min(-1000).max(1000).optional(),
  })
  .refine((r) => (r.giftInstalments ?? 1) <= toMinor(r.giftBalance ?? 0) || (r.giftInstalments ?? 1) === 1, {
    message: 'more instalments than cents of the gift',
    path: ['giftInstalments'],
  });
export type NewTopUpRule = z.infer<typeof newTopUpRule>;

/** A rule as staff list it (the staff CLI's top-up-rules command prints it). */
export interface StaffTopUpRuleOut {
  id: number;
  storeId: number;
  kind: 'fixed' | 'free';
  amount: number;
  giftBalance: number;
  giftInstalments: number;
  giftEvery: string;
  /** The other gifts: how many items of each gift type. */
  giftItems: Array<{ giftType: number; quantity: number }>;
  status: 'active' | 'ended';
}

export function toStaffTopUpRule(row: TopUpRuleRow): StaffTopUpRuleOut {
  return {
    id: row.id,
    storeId: row.storeId,
    kind: row.kind,
    amount: fromMinor(row.amount),
    giftBalance: fromMinor(row.giftBalance),
    giftInstalments: row.giftInstalments,
    giftEvery: row.giftEvery,
    giftItems: row.giftItems.map((i) => ({ giftType: i.giftType, quantity: i.quantity })),
    status: row.status,
  };
}

/** Writes a new rule of a store (STORE_NOT_FOUND for an unknown store). */
export async function createTopUpRule(db: Db, r: NewTopUpRule, at: Date): Promise<TopUpRuleRow> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, r.storeId));
  if (!store) throw new AppError('STORE_NOT_FOUND');
  const giftItems = r.giftItems ?? [];
  if (giftItems.length > 0) await checkGiftItems(db, giftItems);
  const [row] = await db
    .insert(topUpRules)
    .values({
      storeId: r.storeId,
      kind: r.kind,
      amount: toMinor(r.amount),
      giftBalance: toMinor(r.giftBalance ?? 0),
      giftInstalments: r.giftInstalments ?? 1,
      giftEvery: r.giftEvery ?? 'month',
      giftItems,
      sort: r.sort ?? 0,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** Ends a rule: no longer offered (top-ups already placed under it keep their gifts). Ending twice answers the same. */
async function endTopUpRule(db: Db, ruleId: number, at: Date): Promise<TopUpRuleRow> {
  const [ended] = await db
    .update(topUpRules)
    .set({ status: 'ended', endedAt: at })
    .where(and(eq(topUpRules.id, ruleId), eq(topUpRules.status, 'active')))
    .returning();
  if (ended) return ended;
  const [row] = await db.select().from(topUpRules).where(eq(topUpRules.id, ruleId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function listTopUpRules(db: Db, storeId?: number): Promise<TopUpRuleRow[]> {
  const where: SQL | undefined = storeId ? eq(topUpRules.storeId, storeId) : undefined;
  return db.select().from(topUpRules).where(where).orderBy(asc(topUpRules.storeId), asc(topUpRules.id));
}

/** Staff top-up rule routes (inside the /staff plugin, behind its bearer token): list, create, end. */
export function registerStaffTopUpRules(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.get('/balance/top-up-rules', async (req, res) => {
    const q = z.strictObject({ storeId: staffId.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => ({
      rules: (await listTopUpRules(deps.db, q.data.storeId)).map(toStaffTopUpRule),
    }));
  });
  staff.post('/balance/top-up-rules', async (req, res) => {
    const body = newTopUpRule.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () =>
      toStaffTopUpRule(await createTopUpRule(deps.db, body.data, deps.clock.now())),
    );
  });
  staff.post('/balance/top-up-rules/:id/end', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, async () =>
      toStaffTopUpRule(await endTopUpRule(deps.db, params.data.id, deps.clock.now())),
    );
  });
}
