import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { giftEntitlements, giftPackages } from '../../db/schema/gift.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId } from '../../platform/staff/staff-fields.ts';
import { staffMember } from '../account/index.ts';
import { deliverGifts } from './deliver.ts';

const memberRef = { phone: z.string().max(20), memberNo: z.string().min(1).max(32).optional() };

/** POST /staff/gifts/grant: a package given to a member; the key makes a repeat of the same grant a no-op. */
export const grantBody = z.strictObject({
  ...memberRef,
  packageId: staffBodyId,
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export const memberQuery = z.strictObject(memberRef);

/**
 * Grants a package to a member as a store's gift (source 'staff'): outside its stock and limits, which are for members
 * buying it, and whether or not it is on sale; an ended package is not granted. Delivered once per key.
 */
export async function grantPackage(deps: Pick<AppDeps, 'db' | 'clock'>, body: z.infer<typeof grantBody>) {
  const member = await staffMember(deps.db, body.phone, body.memberNo);
  const [pack] = await deps.db.select().from(giftPackages).where(eq(giftPackages.id, body.packageId));
  if (!pack) throw new AppError('GIFT_PACKAGE_NOT_FOUND');
  if (pack.status === 'ended') throw new AppError('GIFT_PACKAGE_ENDED');
  const key = body.key ?? randomBytes(9).toString('base64url');
  const items = [{ giftType: 5, quantity: 1, giftInfo: { packageId: pack.id } } as const];
  const result = await deps.db.transaction((tx) =>
    deliverGifts(tx, {
      memberId: member.id,
      storeId: pack.storeId,
      items,
      source: { kind: 'staff', ref: `package:${pack.id}:${key}` },
      at: deps.clock.now(),
    }),
  );
  return { memberNo: member.memberNo, packageId: pack.id, key, ...result };
}

/** A goods or service gift as staff list it. */
export interface StaffEntitlementOut {
  id: number;
  giftType: number;
  name: string;
  quantity: number;
  honoured: number;
  createdAt: string;
}

/** A member's gift entitlements, newest first. */
export async function memberEntitlements(db: Db, q: z.infer<typeof memberQuery>) {
  const member = await staffMember(db, q.phone, q.memberNo);
  const rows = await db
    .select()
    .from(giftEntitlements)
    .where(eq(giftEntitlements.memberId, member.id))
    .orderBy(desc(giftEntitlements.id))
    .limit(200);
  const entitlements: StaffEntitlementOut[] = rows.map((r) => ({
    id: r.id,
    giftType: r.giftType,
    name: r.name,
    quantity: r.quantity,
    honoured: r.honoured,
    createdAt: r.createdAt.toISOString(),
  }));
  return { memberNo: member.memberNo, entitlements };
}

/**
 * Honours `count` of an entitlement at the counter by one conditional update (never past its quantity, whoever
 * honours it at the same time); GIFT_ENTITLEMENT_USED_UP when fewer are left.
 */
export async function honourEntitlement(deps: Pick<AppDeps, 'db' | 'clock'>, id: number, count: number) {
  const [row] = await deps.db
    .update(giftEntitlements)
    .set({ honoured: sql`${giftEntitlements.honoured} + ${count}`, lastHonouredAt: deps.clock.now() })
    .where(
      and(
        eq(giftEntitlements.id, id),
        sql`${giftEntitlements.honoured} + ${count} <= ${giftEntitlements.quantity}`,
      ),
    )
    .returning();
  if (row) return { id: row.id, name: row.name, quantity: row.quantity, honoured: row.honoured };
  const [known] = await deps.db
    .select({ id: giftEntitlements.id })
    .from(giftEntitlements)
    .where(eq(giftEntitlements.id, id));
  throw new AppError(known ? 'GIFT_ENTITLEMENT_USED_UP' : 'NOT_FOUND');
}
