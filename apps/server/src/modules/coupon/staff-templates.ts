import { couponRuleSchema, couponValiditySchema } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { inStore, type TemplateRow } from './templates.ts';

const yuan = staffYuan(0, 100_000);
const count = z.number().int().min(1).max(10_000_000);
const instant = z.iso.datetime({ offset: true });
const texts = z.strictObject({
  name: z.string().max(60).optional(),
  description: z.string().max(500).optional(),
});

/** POST /staff/coupons/templates: a new template. Money in currency units (the rule's figures in minor units). */
export const newTemplate = z
  .strictObject({
    /** Omitted: every store of the chain. */
    storeId: staffBodyId.optional(),
    name: z.string().trim().min(1).max(60),
    description: z.string().max(500).optional(),
    /** Per locale, { name?, description? } (decision 020). */
    translations: z.partialRecord(z.enum(['en', 'es', 'zh-CN', 'zh-Hant']), texts).optional(),
    rule: couponRuleSchema,
    validity: couponValiditySchema,
    /** Omitted: unlimited. */
    total: count.optional(),
    claimLimit: count.nullable().optional(),
    buyLimit: count.nullable().optional(),
    price: yuan.optional(),
    newMembersOnly: z.boolean().optional(),
    oldMembersOnly: z.boolean().optional(),
    levelIds: z.array(staffBodyId).max(50).optional(),
    publishStartsAt: instant.optional(),
    publishEndsAt: instant.optional(),
    showInCentre: z.boolean().optional(),
    transferable: z.boolean().optional(),
    needsTransferCode: z.boolean().optional(),
    sort: z.number().int().min(-1000).max(1000).optional(),
  })
  .refine((t) => !(t.newMembersOnly && t.oldMembersOnly), {
    message: 'new or old members, not both',
    path: ['oldMembersOnly'],
  })
  .refine((t) => t.validity.mode !== 'fixed' || t.validity.startsAt < t.validity.endsAt, {
    message: 'startsAt before endsAt',
    path: ['validity'],
  })
  .refine((t) => !t.publishStartsAt || !t.publishEndsAt || t.publishStartsAt < t.publishEndsAt, {
    message: 'publishStartsAt before publishEndsAt',
    path: ['publishEndsAt'],
  });
export type NewTemplate = z.infer<typeof newTemplate>;

/** A template as staff list it (the staff CLI's coupons command prints it). */
export interface StaffTemplateOut {
  id: number;
  storeId: number | null;
  name: string;
  kind: string;
  price: number;
  total: number | null;
  remaining: number | null;
  claimLimit: number | null;
  buyLimit: number | null;
  status: 'active' | 'ended';
  showInCentre: boolean;
}

export function toStaffTemplate(row: TemplateRow): StaffTemplateOut {
  return {
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    kind: row.rule.kind,
    price: fromMinor(row.price),
    total: row.total,
    remaining: row.remaining,
    claimLimit: row.claimLimit,
    buyLimit: row.buyLimit,
    status: row.status,
    showInCentre: row.showInCentre,
  };
}

/** Writes a new template (claim limit 1 unless said; every counter starts full). */
export async function createTemplate(db: Db, t: NewTemplate, at: Date): Promise<TemplateRow> {
  const [row] = await db
    .insert(couponTemplates)
    .values({
      storeId: t.storeId ?? null,
      name: t.name,
      description: t.description ?? '',
      translations: t.translations ?? {},
      rule: t.rule,
      validity: t.validity,
      total: t.total ?? null,
      remaining: t.total ?? null,
      claimLimit: t.claimLimit === undefined ? 1 : t.claimLimit,
      buyLimit: t.buyLimit ?? null,
      price: toMinor(t.price ?? 0),
      newMembersOnly: t.newMembersOnly ?? false,
      oldMembersOnly: t.oldMembersOnly ?? false,
      levelIds: t.levelIds ?? [],
      publishStartsAt: t.publishStartsAt ? new Date(t.publishStartsAt) : null,
      publishEndsAt: t.publishEndsAt ? new Date(t.publishEndsAt) : null,
      showInCentre: t.showInCentre ?? true,
      transferable: t.transferable ?? true,
      needsTransferCode: t.needsTransferCode ?? false,
      sort: t.sort ?? 0,
      createdAt: at,
    })
    .returning();
  return row!;
}

/** The templates, of one store (with the chain's) or all, by sort. */
export function listTemplates(db: Db, storeId?: number): Promise<TemplateRow[]> {
  const where: SQL | undefined = storeId ? inStore(storeId) : undefined;
  return db
    .select()
    .from(couponTemplates)
    .where(where)
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
}

/** Ends a template: no more claims or sales (coupons already held stay valid). Ending twice answers the same. */
export async function endTemplate(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db
    .update(couponTemplates)
    .set({ status: 'ended' })
    .where(and(eq(couponTemplates.id, id)))
    .returning();
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return row;
}
