import { heldCouponState, toMinor } from '@shop/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { couponCodes, couponTemplates, memberCoupons } from '../../db/schema/coupon.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { staffMember } from '../account/index.ts';
import { disableCoupon, useAtCounter } from './counter-use.ts';
import { randomCode } from './coupon-codes.ts';
import { issueCoupons } from './issue.ts';
import {
  createTemplate,
  endTemplate,
  listTemplates,
  newTemplate,
  toStaffTemplate,
} from './staff-templates.ts';

const memberRef = { phone: z.string().max(20), memberNo: z.string().min(1).max(32).optional() };
const issueBody = z.strictObject({
  ...memberRef,
  templateId: staffId,
  count: z.number().int().min(1).max(100).optional(),
});
const codesBody = z.strictObject({
  templateId: staffId,
  count: z.number().int().min(1).max(1000).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** A coupon as staff list a member's (the staff CLI prints it). */
export interface StaffMemberCouponOut {
  id: number;
  code: string;
  templateId: number;
  name: string;
  state: string;
  source: string;
  validFrom: string;
  validUntil: string;
}

/**
 * Issues coupons of a template to a member as a store's gift (source 'staff'): outside the centre's limits and
 * stock, which are for members taking coupons themselves (decision 030). An ended template issues nothing.
 */
async function issueAsStaff(deps: Pick<AppDeps, 'db' | 'clock'>, body: z.infer<typeof issueBody>) {
  const member = await staffMember(deps.db, body.phone, body.memberNo);
  const [template] = await deps.db
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, body.templateId));
  if (!template) throw new AppError('COUPON_NOT_FOUND');
  if (template.status === 'ended') throw new AppError('COUPON_ENDED');
  const issue = {
    memberId: member.id,
    count: body.count ?? 1,
    source: 'staff',
    at: deps.clock.now(),
  } as const;
  const rows = await deps.db.transaction((tx) => issueCoupons(tx, template, issue));
  return { memberNo: member.memberNo, coupons: rows.map((r) => ({ id: r.id, code: r.code })) };
}

/** A member's coupons, newest first, with their states now. */
async function memberCouponList(deps: Pick<AppDeps, 'db' | 'clock'>, phone: string, memberNo?: string) {
  const member = await staffMember(deps.db, phone, memberNo);
  const rows = await deps.db
    .select({ coupon: memberCoupons, name: couponTemplates.name })
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(eq(memberCoupons.memberId, member.id))
    .orderBy(desc(memberCoupons.id))
    .limit(200);
  const now = deps.clock.now();
  const coupons: StaffMemberCouponOut[] = rows.map(({ coupon, name }) => ({
    id: coupon.id,
    code: coupon.code,
    templateId: coupon.templateId,
    name,
    state: heldCouponState(coupon, now),
    source: coupon.source,
    validFrom: coupon.validFrom.toISOString(),
    validUntil: coupon.validUntil.toISOString(),
  }));
  return { memberNo: member.memberNo, coupons };
}

/** New exchange codes of a template (12 characters, unique), each good for one coupon. */
async function makeCodes(deps: Pick<AppDeps, 'db' | 'clock'>, body: z.infer<typeof codesBody>) {
  const [template] = await deps.db
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, body.templateId));
  if (!template) throw new AppError('COUPON_NOT_FOUND');
  const at = deps.clock.now();
  const values = Array.from({ length: body.count ?? 1 }, () => ({
    code: randomCode(12),
    templateId: template.id,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    createdAt: at,
  }));
  const rows = await deps.db.insert(couponCodes).values(values).returning({ code: couponCodes.code });
  return { templateId: template.id, codes: rows.map((r) => r.code) };
}

/**
 * Staff coupon routes (inside the /staff plugin, behind its bearer token): templates (list, create, end), issuing
 * to a member, a member's coupons, using one at the counter by its code, withdrawing one, exchange codes.
 */
export function registerStaffCoupons(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/coupons/templates', async (req, res) => {
    const q = z.strictObject({ storeId: staffId.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => ({
      templates: (await listTemplates(deps.db, q.data.storeId)).map(toStaffTemplate),
    }));
  });
  staff.post('/coupons/templates', async (req, res) => {
    const body = newTemplate.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () =>
      toStaffTemplate(await createTemplate(deps.db, body.data, deps.clock.now())),
    );
  });
  staff.post('/coupons/templates/:id/end', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, async () => toStaffTemplate(await endTemplate(deps.db, params.data.id)));
  });
  staff.post('/coupons/issue', async (req, res) => {
    const body = issueBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => issueAsStaff(deps, body.data));
  });
  staff.get('/coupons/member', async (req, res) => {
    const q = z.strictObject(memberRef).safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, () => memberCouponList(deps, q.data.phone, q.data.memberNo));
  });
  staff.post('/coupons/use', async (req, res) => {
    const body = z
      .strictObject({
        code: z.string().trim().min(1).max(40),
        storeId: staffId,
        spend: staffYuan(0.01, 1_000_000).optional(),
      })
      .safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    const { code, storeId, spend } = body.data;
    return staffAnswer(res, () =>
      useAtCounter(deps, code, storeId, spend === undefined ? undefined : toMinor(spend)),
    );
  });
  staff.post('/coupons/:id/disable', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, () => disableCoupon(deps, params.data.id));
  });
  staff.post('/coupons/codes', async (req, res) => {
    const body = codesBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => makeCodes(deps, body.data));
  });
}
