import { partnerExpiry } from '@shop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { partnerLevels, partners } from '../../db/schema/partner.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { programmeSettings } from './settings.ts';

export type PartnerRow = typeof partners.$inferSelect;
export type LevelRow = typeof partnerLevels.$inferSelect;

/** Whether a partner earns and cashes out at `at`: active, and inside its validity. */
export function isInForce(p: Pick<PartnerRow, 'status' | 'expiresAt'>, at: Date): boolean {
  return p.status === 'active' && (p.expiresAt === null || p.expiresAt > at);
}

/** The partners among `ids` who earn at `at`, with their level's rates. */
export async function partnersInForce(db: DbOrTx, ids: readonly number[], at: Date) {
  if (ids.length === 0) return new Map<number, { partner: PartnerRow; level: LevelRow }>();
  const rows = await db
    .select({ partner: partners, level: partnerLevels })
    .from(partners)
    .innerJoin(partnerLevels, eq(partnerLevels.id, partners.levelId))
    .where(inArray(partners.memberId, [...new Set(ids)]));
  return new Map(rows.filter((r) => isInForce(r.partner, at)).map((r) => [r.partner.memberId, r]));
}

/**
 * The caller as a partner who may cash out now: PARTNER_NOT_ACTIVE when not a partner (or not yet approved,
 * rejected, revoked), PARTNER_EXPIRED ('identity expired, contact merchant') past the validity.
 */
export async function requireInForce(db: DbOrTx, memberId: number, at: Date): Promise<PartnerRow> {
  const [row] = await db.select().from(partners).where(eq(partners.memberId, memberId));
  if (row?.status !== 'active') throw new AppError('PARTNER_NOT_ACTIVE');
  if (!isInForce(row, at)) throw new AppError('PARTNER_EXPIRED');
  return row;
}

/** The levels of a chain (its headquarters' id), by rank. */
export function levelsOf(db: DbOrTx, rootId: number) {
  return db
    .select()
    .from(partnerLevels)
    .where(eq(partnerLevels.storeId, rootId))
    .orderBy(asc(partnerLevels.rank));
}

/**
 * Applies for an open level of the chain, accepting the partner agreement of the store's version (recorded with
 * the row). One row per member: the insert does nothing when the member applied or is a partner (PARTNER_ALREADY);
 * a rejected application is made again by a conditional update from 'rejected'.
 */
export async function applyAsPartner(
  db: Db,
  a: {
    memberId: number;
    storeId: number;
    rootId: number;
    levelId: number;
    agreementVersion: string;
    at: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const settings = await programmeSettings(tx, a.storeId);
    if (!settings.signUpOpen) throw new AppError('PARTNER_SIGNUP_CLOSED');
    const [level] = await tx
      .select()
      .from(partnerLevels)
      .where(and(eq(partnerLevels.id, a.levelId), eq(partnerLevels.storeId, a.rootId)));
    if (!level?.open) throw new AppError('PARTNER_LEVEL_NOT_FOUND');
    if (a.agreementVersion !== settings.agreementVersion)
      throw new AppError('PARTNER_AGREEMENT_OUTDATED', {}, { Version: settings.agreementVersion });
    const values = {
      memberId: a.memberId,
      storeId: a.rootId,
      levelId: level.id,
      via: 'application' as const,
      status: 'applied' as const,
      agreementVersion: a.agreementVersion,
      appliedAt: a.at,
      signedAt: null,
      expiresAt: null,
    };
    const made = await tx
      .insert(partners)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: partners.memberId });
    if (made.length > 0) return;
    const again = await tx
      .update(partners)
      .set(values)
      .where(and(eq(partners.memberId, a.memberId), eq(partners.status, 'rejected')))
      .returning({ id: partners.memberId });
    if (again.length === 0) throw new AppError('PARTNER_ALREADY');
  });
}

/**
 * Staff decide an application, only from 'applied' (a conditional update on the status): approving signs it now,
 * its validity counted from that moment (SPEC §6); rejecting leaves the member free to apply again. PARTNER_NOT_FOUND
 * for no application waiting.
 */
export async function decideApplication(
  db: Db,
  memberId: number,
  approve: boolean,
  at: Date,
): Promise<PartnerRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ partner: partners, level: partnerLevels })
      .from(partners)
      .innerJoin(partnerLevels, eq(partnerLevels.id, partners.levelId))
      .where(eq(partners.memberId, memberId));
    if (row?.partner.status !== 'applied') throw new AppError('PARTNER_NOT_FOUND');
    const set = approve
      ? { status: 'active' as const, signedAt: at, expiresAt: partnerExpiry(at, row.level.validityDays) }
      : { status: 'rejected' as const };
    const [moved] = await tx
      .update(partners)
      .set(set)
      .where(and(eq(partners.memberId, memberId), eq(partners.status, 'applied')))
      .returning();
    if (!moved) throw new AppError('PARTNER_NOT_FOUND');
    return moved;
  });
}

/** Staff make a member a partner at a level at once (the demo data and a store's own partners): signed now. */
export async function makePartner(
  db: DbOrTx,
  p: { memberId: number; levelId: number; at: Date; agreementVersion?: string },
): Promise<PartnerRow> {
  const [level] = await db.select().from(partnerLevels).where(eq(partnerLevels.id, p.levelId));
  if (!level) throw new AppError('PARTNER_LEVEL_NOT_FOUND');
  const values = {
    memberId: p.memberId,
    storeId: level.storeId,
    levelId: level.id,
    via: 'staff' as const,
    status: 'active' as const,
    agreementVersion: p.agreementVersion ?? '1',
    appliedAt: p.at,
    signedAt: p.at,
    expiresAt: partnerExpiry(p.at, level.validityDays),
  };
  const [row] = await db
    .insert(partners)
    .values(values)
    .onConflictDoUpdate({ target: partners.memberId, set: values })
    .returning();
  return row!;
}
