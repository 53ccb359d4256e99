import { fromMinor, isValidRule, toMinor } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { orders } from '../../db/schema/order.ts';
import { pointsmallCategories, pointsmallOrders, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { checkGiftItems } from '../gift/index.ts';
import { moveKindOrder } from '../order/index.ts';
import { cancelExchangeByStore } from './cancel.ts';

const yuan = staffYuan(0, 100_000);
const texts = z.strictObject({
  name: z.string().max(60).optional(),
  description: z.string().max(500).optional(),
});

/** POST /staff/pointsmall/products: a new product. Money in currency units. */
const newProduct = z
  .strictObject({
    /** Omitted: every store of the chain. */
    storeId: staffBodyId.optional(),
    categoryId: staffBodyId.optional(),
    kind: z.enum(['goods', 'coupon', 'package']),
    name: z.string().trim().min(1).max(60),
    description: z.string().max(500).optional(),
    translations: z.partialRecord(z.enum(['en', 'es', 'zh-CN', 'zh-Hant']), texts).optional(),
    imageName: z.string().max(300).optional(),
    /** A coupon product's template and how many coupons one unit gives. */
    couponTemplateId: staffBodyId.optional(),
    couponCount: z.number().int().min(1).max(20).optional(),
    /** A package product's gift package (gift area). */
    giftPackageId: staffBodyId.optional(),
    rules: z
      .array(z.strictObject({ points: z.number().int().min(1).max(10_000_000), price: yuan }))
      .min(1)
      .max(5),
    stock: z.number().int().min(0).max(10_000_000),
    perPersonLimit: z.number().int().min(1).max(10_000).nullable().optional(),
    levelIds: z.array(staffBodyId).max(50).optional(),
    sort: z.number().int().min(-1000).max(1000).optional(),
  })
  .refine((p) => (p.kind === 'coupon') === (p.couponTemplateId !== undefined), {
    message: 'a coupon product names its couponTemplateId, others do not',
    path: ['couponTemplateId'],
  })
  .refine((p) => (p.kind === 'package') === (p.giftPackageId !== undefined), {
    message: 'a package product names its giftPackageId, others do not',
    path: ['giftPackageId'],
  });

/** A product as staff list it (the staff CLI prints it). */
export interface StaffPointsProductOut {
  id: number;
  storeId: number | null;
  categoryId: number | null;
  kind: string;
  name: string;
  /** Points and money (currency units) per rule. */
  rules: Array<{ points: number; price: number }>;
  stock: number;
  perPersonLimit: number | null;
  levelIds: number[];
  couponTemplateId: number | null;
  giftPackageId: number | null;
  status: string;
}

function toStaffProduct(row: typeof pointsmallProducts.$inferSelect): StaffPointsProductOut {
  return {
    id: row.id,
    storeId: row.storeId,
    categoryId: row.categoryId,
    kind: row.kind,
    name: row.name,
    rules: row.rules.map((r) => ({ points: r.points, price: fromMinor(r.price) })),
    stock: row.stock,
    perPersonLimit: row.perPersonLimit,
    levelIds: row.levelIds,
    couponTemplateId: row.couponTemplateId,
    giftPackageId: row.giftPackageId,
    status: row.status,
  };
}

async function createProduct(db: Db, body: z.infer<typeof newProduct>, at: Date) {
  const rules = body.rules.map((r) => ({ points: r.points, price: toMinor(r.price) }));
  if (!rules.every(isValidRule)) throw new AppError('BAD_REQUEST', {}, { Field: 'rules' });
  if (body.couponTemplateId !== undefined) {
    const [template] = await db
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, body.couponTemplateId));
    if (!template) throw new AppError('COUPON_NOT_FOUND');
  }
  // The package must be active and open whole (no cycle, not too much for one delivery): GIFT_ITEMS_INVALID.
  if (body.giftPackageId !== undefined)
    await checkGiftItems(db, [{ giftType: 5, quantity: 1, giftInfo: { packageId: body.giftPackageId } }]);
  const [row] = await db
    .insert(pointsmallProducts)
    .values({
      storeId: body.storeId ?? null,
      categoryId: body.categoryId ?? null,
      kind: body.kind,
      name: body.name,
      description: body.description ?? '',
      translations: body.translations ?? {},
      imageName: body.imageName ?? '',
      couponTemplateId: body.couponTemplateId ?? null,
      couponCount: body.couponCount ?? 1,
      giftPackageId: body.giftPackageId ?? null,
      rules,
      stock: body.stock,
      perPersonLimit: body.perPersonLimit ?? null,
      levelIds: body.levelIds ?? [],
      sort: body.sort ?? 0,
      createdAt: at,
    })
    .returning();
  return toStaffProduct(row!);
}

/** Ends a product: no more exchanges; those made stay (goods waiting can still be picked up or cancelled). */
async function endProduct(db: Db, productId: number) {
  const [row] = await db
    .update(pointsmallProducts)
    .set({ status: 'ended' })
    .where(eq(pointsmallProducts.id, productId))
    .returning();
  if (!row) throw new AppError('POINTSMALL_NOT_FOUND');
  return toStaffProduct(row);
}

/** Goods handed over at the counter: the exchange waiting for pickup completes, once. */
async function pickUp(deps: Pick<AppDeps, 'db' | 'clock'>, orderNo: string) {
  const at = deps.clock.now();
  const [order] = await deps.db
    .select({
      id: orders.id,
      status: orders.status,
      kind: pointsmallOrders.kind,
      mode: orders.orderMode,
    })
    .from(orders)
    .innerJoin(pointsmallOrders, eq(pointsmallOrders.orderId, orders.id))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.kind, 'points')));
  if (order?.kind !== 'goods') throw new AppError('ORDER_NOT_FOUND');
  // Delivered goods move by the delivery steps (accept … receipt), never by a hand-over at the counter.
  if (order.mode === 'package') throw new AppError('ORDER_STATE_CONFLICT', {}, { Status: 'delivery' });
  const done = await deps.db.transaction((tx) =>
    moveKindOrder(tx, { orderId: order.id, kind: 'points' }, ['pending'], 'completed', at),
  );
  if (!done) throw new AppError('ORDER_STATE_CONFLICT');
  return { orderNo, status: done.status };
}

/**
 * Staff points mall routes (inside the /staff plugin, behind its bearer token): products (list, create, end),
 * shelves (list, create), goods handed over at the counter, and goods the store gives back (cancel).
 */
export function registerStaffPointsmall(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/pointsmall/products', async (req, res) => {
    const q = z.strictObject({ storeId: staffId.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => {
      const rows = await deps.db
        .select()
        .from(pointsmallProducts)
        .where(q.data.storeId ? eq(pointsmallProducts.storeId, q.data.storeId) : undefined)
        .orderBy(asc(pointsmallProducts.id));
      return { products: rows.map(toStaffProduct) };
    });
  });
  staff.post('/pointsmall/products', async (req, res) => {
    const body = newProduct.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => createProduct(deps.db, body.data, deps.clock.now()));
  });
  staff.post('/pointsmall/products/:id/end', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, () => endProduct(deps.db, params.data.id));
  });
  staff.get('/pointsmall/categories', async (_req, res) =>
    staffAnswer(res, async () => ({
      categories: await deps.db.select().from(pointsmallCategories).orderBy(asc(pointsmallCategories.id)),
    })),
  );
  staff.post('/pointsmall/categories', async (req, res) => {
    const body = z
      .strictObject({
        name: z.string().trim().min(1).max(40),
        storeId: staffBodyId.optional(),
      })
      .safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () => {
      const [row] = await deps.db
        .insert(pointsmallCategories)
        .values({ name: body.data.name, storeId: body.data.storeId ?? null })
        .returning();
      return row!;
    });
  });
  staff.post('/pointsmall/cancel', async (req, res) => {
    const body = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) }).safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => cancelExchangeByStore(deps, body.data.orderNo));
  });
  staff.post('/pointsmall/pickup', async (req, res) => {
    const body = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) }).safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => pickUp(deps, body.data.orderNo));
  });
}
