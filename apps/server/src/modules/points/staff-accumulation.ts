import { giftItemsSchema } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accumulationPromotions } from '../../db/schema/points.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { firstRootId } from '../store/index.ts';
import type { AccumulationPromotionRow } from './accumulation.ts';
import { rewardGifts } from './reward-delivery.ts';

const newPromotion = z.strictObject({
  name: z.string().trim().min(1).max(60),
  targetPoints: z.number().int().min(1).max(10_000_000),
  windowDays: z.number().int().min(1).max(366),
  reward: giftItemsSchema,
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }),
});

/** A promotion as staff list it (the staff CLI's accumulation command prints it). */
export type StaffAccumulationOut = Omit<
  AccumulationPromotionRow,
  'startsAt' | 'endsAt' | 'createdAt' | 'translations'
> & {
  startsAt: string;
  endsAt: string;
};

const out = (row: AccumulationPromotionRow): StaffAccumulationOut => {
  const { createdAt: _, translations: __, ...rest } = row;
  return { ...rest, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
};

/**
 * The accumulated-points promotions for staff: list (GET /staff/points/accumulation), create (POST, the reward's
 * gift items checked by the gift area) and end (POST …/:id/end). They belong to the chain's headquarters.
 */
export function registerStaffAccumulation(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>): void {
  staff.get('/points/accumulation', (_req, res) =>
    staffAnswer(res, async () => {
      const rows = await deps.db
        .select()
        .from(accumulationPromotions)
        .orderBy(desc(accumulationPromotions.id));
      return { promotions: rows.map(out) };
    }),
  );
  staff.post('/points/accumulation', async (req, res) => {
    const parsed = newPromotion.safeParse(req.body ?? {});
    if (!parsed.success) return staffInvalid(res, parsed.error.issues);
    const body = parsed.data;
    const now = deps.clock.now();
    const startsAt = body.startsAt ? new Date(body.startsAt) : now;
    const endsAt = new Date(body.endsAt);
    if (endsAt <= startsAt) return staffBadRequest(res, 'endsAt');
    return staffAnswer(res, async () => {
      const root = await firstRootId(deps.db);
      if (root === null) throw new AppError('STORE_NOT_FOUND');
      await rewardGifts().check(deps.db, body.reward);
      const [row] = await deps.db
        .insert(accumulationPromotions)
        .values({ ...body, storeId: root, startsAt, endsAt, createdAt: now })
        .returning();
      return out(row!);
    });
  });
  staff.post('/points/accumulation/:id/end', (req, res) =>
    staffAnswer(res, async () => {
      const id = z.coerce
        .number()
        .int()
        .positive()
        .max(2_147_483_647)
        .safeParse((req.params as { id: string }).id);
      if (!id.success) throw new AppError('NOT_FOUND');
      const [row] = await deps.db
        .update(accumulationPromotions)
        .set({ status: 'ended' })
        .where(eq(accumulationPromotions.id, id.data))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return out(row);
    }),
  );
}
