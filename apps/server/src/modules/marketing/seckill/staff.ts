import { field } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../../catalog/index.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { registerHandOver } from '../hand-over.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { SeckillSessionRow } from './sessions.ts';

/** A session as staff list it (the staff CLI's `activities seckill` prints it): money in decimals, what is left. */
export interface StaffSeckillOut {
  id: number;
  storeId: number;
  productId: number | null;
  name: string;
  status: 'active' | 'ended';
  price: number;
  seckillPrice: number;
  stock: number;
  remaining: number;
  perOrderLimit: number | null;
  perMemberLimit: number | null;
  startsAt: string;
  endsAt: string;
}

function toStaffOut(s: SeckillSessionRow): StaffSeckillOut {
  return {
    id: s.id,
    storeId: s.storeId,
    productId: s.productId,
    name: s.name,
    status: s.status,
    price: fromMinor(s.price),
    seckillPrice: fromMinor(s.seckillPrice),
    stock: s.stock,
    remaining: s.remaining,
    perOrderLimit: s.perOrderLimit,
    perMemberLimit: s.perMemberLimit,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
  };
}

/** What staff write to create a session (POST /staff/seckills); text translated afterwards (decision 020). */
const sessionIn = z
  .strictObject({
    storeId: staffBodyId,
    productId: staffBodyId.nullable().default(null),
    name: z.string().trim().min(1).max(60),
    description: field.text(500).default(''),
    image: z.string().max(300).default(''),
    price: staffYuan(0.01, 100_000),
    seckillPrice: staffYuan(0, 100_000),
    stock: z.number().int().min(1).max(1_000_000),
    perOrderLimit: z.number().int().min(1).max(99).nullable().default(null),
    perMemberLimit: z.number().int().min(1).max(10_000).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((s) => new Date(s.endsAt) > new Date(s.startsAt), { message: 'endsAt must be after startsAt' })
  .refine((s) => s.seckillPrice <= s.price, {
    message: 'seckillPrice must not be above price',
    path: ['seckillPrice'],
  });
type SessionIn = z.infer<typeof sessionIn>;

/** Creates a session of a store, for one of its products when given (the demo data uses it too). */
export async function createSeckill(db: Db, input: SessionIn, at: Date): Promise<StaffSeckillOut> {
  if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  if (input.productId !== null) {
    const found = await productsThatExist(db, [input.productId], { storeId: input.storeId });
    if (found.size === 0) throw new AppError('PRODUCT_NOT_FOUND');
  }
  const [row] = await db
    .insert(seckillSessions)
    .values({
      ...input,
      price: toMinor(input.price),
      seckillPrice: toMinor(input.seckillPrice),
      remaining: input.stock,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdAt: at,
    })
    .returning();
  return toStaffOut(row!);
}

/** Ends a session now: nothing more sold (orders placed keep their units); a repeat changes nothing. */
async function endSeckill(db: Db, id: number): Promise<StaffSeckillOut> {
  const [row] = await db
    .update(seckillSessions)
    .set({ status: 'ended' })
    .where(eq(seckillSessions.id, id))
    .returning();
  if (!row) throw new AppError('SECKILL_NOT_FOUND');
  return toStaffOut(row);
}

async function listSeckills(db: Db, q: ActivityListQuery): Promise<StaffSeckillOut[]> {
  const rows = await db
    .select()
    .from(seckillSessions)
    .where(activityWhere(seckillSessions, q))
    .orderBy(asc(seckillSessions.startsAt), asc(seckillSessions.id))
    .limit(200);
  return rows.map(toStaffOut);
}

/** Staff seckill routes (inside the /staff plugin, behind its bearer token): list, create, end, hand over. */
export function registerStaffSeckills(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'seckills',
    listKey: 'sessions',
    list: (q) => listSeckills(deps.db, q),
    body: sessionIn,
    create: (body) => createSeckill(deps.db, body, deps.clock.now()),
    end: (id) => endSeckill(deps.db, id),
  });
  registerHandOver(staff, deps, 'seckills', 'seckill', ['pending']);
}
