import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cashOuts, partnerLevels, partnerProductCommissions, partners } from '../../db/schema/partner.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { type CashOutRow, decideCashOut } from './cash-out.ts';
import { decideApplication, type LevelRow, levelsOf, makePartner, type PartnerRow } from './identity.ts';
import { releaseDueProfit } from './release.ts';

/** A partner or application as GET /staff/partner/applications lists it (the staff CLI prints it). */
export interface StaffPartnerOut {
  memberId: number;
  levelId: number;
  status: PartnerRow['status'];
  via: PartnerRow['via'];
  agreementVersion: string;
  appliedAt: string;
  signedAt: string | null;
  expiresAt: string | null;
}

/** A cash-out as staff see it: who, how much, the fee and payout (decimals), method, account and remark, state. */
export interface StaffCashOutOut {
  id: number;
  memberId: number;
  amount: number;
  fee: number;
  payout: number;
  method: string;
  account: string;
  remark: string;
  status: CashOutRow['status'];
  createdAt: string;
  decidedAt: string | null;
  staffNote: string;
}

function partnerOut(p: PartnerRow): StaffPartnerOut {
  return {
    memberId: p.memberId,
    levelId: p.levelId,
    status: p.status,
    via: p.via,
    agreementVersion: p.agreementVersion,
    appliedAt: p.appliedAt.toISOString(),
    signedAt: p.signedAt?.toISOString() ?? null,
    expiresAt: p.expiresAt?.toISOString() ?? null,
  };
}

export function staffCashOutOut(c: CashOutRow): StaffCashOutOut {
  return {
    id: c.id,
    memberId: c.memberId,
    amount: fromMinor(c.amount),
    fee: fromMinor(c.fee),
    payout: fromMinor(c.payout),
    method: c.method,
    account: c.account,
    remark: c.remark,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    staffNote: c.staffNote,
  };
}

/** A level as GET /staff/partner/levels lists it: rates in basis points, the price in currency units. */
export interface StaffPartnerLevelOut {
  id: number;
  storeId: number;
  rank: number;
  name: string;
  firstRate: number;
  secondRate: number;
  price: number | null;
  validityDays: number | null;
  open: boolean;
}

function levelOut(l: LevelRow): StaffPartnerLevelOut {
  return {
    id: l.id,
    storeId: l.storeId,
    rank: l.rank,
    name: l.name,
    firstRate: l.firstRate,
    secondRate: l.secondRate,
    price: l.price === null ? null : fromMinor(l.price),
    validityDays: l.validityDays,
    open: l.open,
  };
}

const rate = z.number().int().min(0).max(10_000);
const money = z.number().min(0).max(1_000_000);
const newLevel = z.strictObject({
  storeId: staffId,
  name: z.string().trim().min(1).max(40),
  description: z.string().max(200).optional(),
  rank: z.number().int().min(1).max(99),
  firstRate: rate,
  secondRate: rate.optional(),
  price: money.nullable().optional(),
  validityDays: z.number().int().min(1).max(36_500).nullable().optional(),
  open: z.boolean().optional(),
});
const productCommission = z.strictObject({
  firstRate: rate.nullable().optional(),
  secondRate: rate.nullable().optional(),
  firstFixed: money.nullable().optional(),
  secondFixed: money.nullable().optional(),
});

/** Creates a level of a chain (its headquarters' id); a rank the chain has already is refused (BAD_REQUEST rank). */
async function createLevel(db: Db, body: z.infer<typeof newLevel>, at: Date) {
  const [made] = await db
    .insert(partnerLevels)
    .values({
      storeId: body.storeId,
      name: body.name,
      description: body.description ?? '',
      rank: body.rank,
      firstRate: body.firstRate,
      secondRate: body.secondRate ?? 0,
      price: body.price === undefined || body.price === null ? null : toMinor(body.price),
      validityDays: body.validityDays ?? null,
      open: body.open ?? true,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!made) throw new AppError('BAD_REQUEST', {}, { Field: 'rank', Detail: 'taken' });
  return levelOut(made);
}

/** Sets a product's own commission (all null: the levels' rates apply again, the row removed). */
async function setProductCommission(db: Db, productId: number, body: z.infer<typeof productCommission>) {
  const values = {
    firstRate: body.firstRate ?? null,
    secondRate: body.secondRate ?? null,
    firstFixed: body.firstFixed == null ? null : toMinor(body.firstFixed),
    secondFixed: body.secondFixed == null ? null : toMinor(body.secondFixed),
  };
  if (Object.values(values).every((v) => v === null)) {
    await db.delete(partnerProductCommissions).where(eq(partnerProductCommissions.productId, productId));
    return { productId, ...values };
  }
  try {
    await db
      .insert(partnerProductCommissions)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: partnerProductCommissions.productId, set: values });
  } catch (err) {
    // The row's foreign key names the product: none such is the caller's mistake, not a server error.
    const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23503') throw new AppError('PRODUCT_NOT_FOUND');
    throw err;
  }
  return { productId, ...values };
}

/** Revokes an active partner (a conditional update from 'active'): they earn and cash out no more. */
async function revokePartner(db: Db, memberId: number) {
  const [moved] = await db
    .update(partners)
    .set({ status: 'revoked' })
    .where(and(eq(partners.memberId, memberId), eq(partners.status, 'active')))
    .returning();
  if (!moved) throw new AppError('PARTNER_NOT_FOUND');
  return partnerOut(moved);
}

const partnerStatus = z.enum(['applied', 'active', 'rejected', 'revoked']);
const cashOutStatus = z.enum(['requested', 'paid', 'rejected']);
const note = z.strictObject({ note: z.string().max(200).optional() });

async function listPartners(db: Db, status: PartnerRow['status']) {
  const rows = await db
    .select()
    .from(partners)
    .where(eq(partners.status, status))
    .orderBy(asc(partners.appliedAt))
    .limit(200);
  return { partners: rows.map(partnerOut) };
}

async function listCashOuts(db: Db, status: CashOutRow['status']) {
  const rows = await db
    .select()
    .from(cashOuts)
    .where(and(eq(cashOuts.status, status)))
    .orderBy(status === 'requested' ? asc(cashOuts.createdAt) : desc(cashOuts.createdAt))
    .limit(200);
  return { cashOuts: rows.map(staffCashOutOut) };
}

/**
 * Staff partner routes (inside the /staff plugin, behind its bearer token): applications (list, approve, reject),
 * making a member a partner and revoking one, levels (list, create), a product's own commission, cash-outs (list, confirm paid, reject: each only from 'requested'), and running the
 * hold-day release now.
 */
export function registerStaffPartner(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/partner/partners', async (req, res) => {
    const q = z.strictObject({ status: partnerStatus.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'status');
    return staffAnswer(res, () => listPartners(deps.db, q.data.status ?? 'applied'));
  });
  for (const [verb, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const)
    staff.post(`/partner/partners/:memberId/${verb}`, async (req, res) => {
      const params = z.strictObject({ memberId: staffId }).safeParse(req.params);
      if (!params.success) return staffBadRequest(res, 'memberId');
      return staffAnswer(res, async () =>
        partnerOut(await decideApplication(deps.db, params.data.memberId, approve, deps.clock.now())),
      );
    });
  staff.post('/partner/partners', async (req, res) => {
    const body = z.strictObject({ memberId: staffId, levelId: staffId }).safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () =>
      partnerOut(await makePartner(deps.db, { ...body.data, at: deps.clock.now() })),
    );
  });
  staff.post('/partner/partners/:memberId/revoke', async (req, res) => {
    const params = z.strictObject({ memberId: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'memberId');
    return staffAnswer(res, () => revokePartner(deps.db, params.data.memberId));
  });
  staff.get('/partner/levels', async (req, res) => {
    const q = z.strictObject({ storeId: staffId }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => ({
      levels: (await levelsOf(deps.db, q.data.storeId)).map(levelOut),
    }));
  });
  staff.post('/partner/levels', async (req, res) => {
    const body = newLevel.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => createLevel(deps.db, body.data, deps.clock.now()));
  });
  staff.put('/partner/products/:productId/commission', async (req, res) => {
    const params = z.strictObject({ productId: staffId }).safeParse(req.params);
    const body = productCommission.safeParse(req.body ?? {});
    if (!params.success) return staffBadRequest(res, 'productId');
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => setProductCommission(deps.db, params.data.productId, body.data));
  });
  staff.get('/partner/cash-outs', async (req, res) => {
    const q = z.strictObject({ status: cashOutStatus.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'status');
    return staffAnswer(res, () => listCashOuts(deps.db, q.data.status ?? 'requested'));
  });
  for (const [verb, decision] of [
    ['confirm', 'paid'],
    ['reject', 'rejected'],
  ] as const)
    staff.post(`/partner/cash-outs/:id/${verb}`, async (req, res) => {
      const params = z.strictObject({ id: staffId }).safeParse(req.params);
      const body = note.safeParse(req.body ?? {});
      if (!params.success) return staffBadRequest(res, 'id');
      if (!body.success) return staffInvalid(res, body.error.issues);
      return staffAnswer(res, async () =>
        staffCashOutOut(
          await decideCashOut(deps.db, params.data.id, decision, body.data.note ?? '', deps.clock.now()),
        ),
      );
    });
  staff.post('/partner/release', async (_req, res) =>
    staffAnswer(res, async () => ({ released: await releaseDueProfit(deps.db, deps.clock.now()) })),
  );
}
