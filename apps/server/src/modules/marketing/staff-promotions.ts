import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/marketing.ts';
import { stores } from '../../db/schema/store.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { productsThatExist } from '../catalog/index.ts';
import { namedProductIds, type PromotionIn, promotionIn, toDomainRule } from './promotion-input.ts';
import { forgetPromotions, type PromotionRow } from './promotion-store.ts';

/** A promotion as staff list it (the staff CLI's promotions command prints it); its rule in minor units. */
export interface StaffPromotionOut {
  id: number;
  storeId: number | null;
  t: string;
  name: string;
  status: 'active' | 'ended';
  startsAt: string;
  endsAt: string;
  rule: unknown;
}

function toStaffOut(row: PromotionRow): StaffPromotionOut {
  return {
    id: row.id,
    storeId: row.storeId,
    t: row.type,
    name: row.name,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    rule: row.rule,
  };
}

const listQuery = z.strictObject({
  storeId: staffId.optional(),
  /** 'all' lists ended promotions too. */
  status: z.enum(['active', 'ended', 'all']).default('active'),
});
const idParams = z.strictObject({ id: staffId });

/** The store exists, and the products the rule hands out or bundles are its own (any store's for the chain). */
async function checkReferences(db: Db, input: PromotionIn): Promise<void> {
  if (input.storeId !== null) {
    const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
    if (!store) throw new AppError('STORE_NOT_FOUND');
  }
  const named = [...new Set(namedProductIds(input.rule))];
  if (named.length === 0) return;
  const found = await productsThatExist(db, named, input.storeId === null ? {} : { storeId: input.storeId });
  if (found.size < named.length) throw new AppError('PRODUCT_NOT_FOUND');
}

async function createPromotion(db: Db, input: PromotionIn): Promise<StaffPromotionOut> {
  await checkReferences(db, input);
  const [row] = await db
    .insert(promotions)
    .values({
      storeId: input.storeId,
      type: input.rule.t,
      name: input.name,
      description: input.description,
      rule: toDomainRule(input.rule) as unknown as Record<string, unknown>,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      sort: input.sort,
    })
    .returning();
  forgetPromotions(db, input.storeId);
  return toStaffOut(row!);
}

/** Ends a promotion now; ending an ended one answers it as it is (a repeat changes nothing). */
async function endPromotion(db: Db, id: number): Promise<StaffPromotionOut> {
  const [row] = await db.update(promotions).set({ status: 'ended' }).where(eq(promotions.id, id)).returning();
  if (!row) throw new AppError('PROMOTION_NOT_FOUND');
  forgetPromotions(db, row.storeId);
  return toStaffOut(row);
}

async function listPromotions(db: Db, q: z.infer<typeof listQuery>): Promise<StaffPromotionOut[]> {
  const where = [];
  if (q.storeId) where.push(or(eq(promotions.storeId, q.storeId), isNull(promotions.storeId)));
  if (q.status !== 'all') where.push(eq(promotions.status, q.status));
  const rows = await db
    .select()
    .from(promotions)
    .where(and(...where))
    .orderBy(asc(promotions.id))
    .limit(500);
  return rows.map(toStaffOut);
}

/**
 * Staff promotion routes (inside the /staff plugin, behind its bearer token): list a store's promotions (its own
 * and the chain's), create one, end one. Each write empties this instance's cached promotions of the store.
 */
export function registerStaffPromotions(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/promotions', async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return staffInvalid(res, query.error.issues);
    return staffAnswer(res, async () => ({ promotions: await listPromotions(deps.db, query.data) }));
  });
  staff.post('/promotions', async (req, res) => {
    const body = promotionIn.safeParse(req.body);
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => createPromotion(deps.db, body.data));
  });
  staff.post('/promotions/:id/end', async (req, res) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, () => endPromotion(deps.db, params.data.id));
  });
}
