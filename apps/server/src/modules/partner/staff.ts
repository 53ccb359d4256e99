import { fromMinor } from '@shop/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cashOuts, partners } from '../../db/schema/partner.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { type CashOutRow, decideCashOut } from './cash-out.ts';
import { decideApplication, makePartner, type PartnerRow } from './identity.ts';
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
 * making a member a partner, cash-outs (list, confirm paid, reject: each only from 'requested'), and running the
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
