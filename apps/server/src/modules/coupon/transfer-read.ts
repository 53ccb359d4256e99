import type { CouponTransferPreviewOut, CouponTransferRecordOut } from '@shop/contracts';
import { type Locale, shownMemberName } from '@shop/domain';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { couponTemplates, couponTransfers, memberCoupons } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { nameBook, namesOf } from './names.ts';
import { templateText } from './templates.ts';

type TransferRow = typeof couponTransfers.$inferSelect;

const giver = alias(members, 'giver');
const receiver = alias(members, 'receiver');

/** A link's status at `now`: an open link past its end is expired (computed, never written). */
function linkStatus(t: TransferRow, now: Date): CouponTransferRecordOut['status'] {
  return t.status === 'open' && now >= t.expiresAt ? 'expired' : t.status;
}

function selectTransfers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      transfer: couponTransfers,
      rule: memberCoupons.rule,
      template: couponTemplates,
      giver: { name: giver.name, phone: giver.phone },
      receiver: { name: receiver.name, phone: receiver.phone },
    })
    .from(couponTransfers)
    .innerJoin(memberCoupons, eq(memberCoupons.id, couponTransfers.memberCouponId))
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .innerJoin(giver, eq(giver.id, couponTransfers.giverId))
    .leftJoin(receiver, eq(receiver.id, couponTransfers.receiverId))
    .where(where);
}

/** Coupon/TransferPreview: a link as its receiver sees it before receiving; an unknown token is a wrong link. */
export async function transferPreview(
  db: DbOrTx,
  token: string,
  viewer: number | null,
  now: Date,
  locale: Locale,
): Promise<CouponTransferPreviewOut> {
  const [row] = await selectTransfers(db, eq(couponTransfers.token, token));
  if (!row) throw new AppError('COUPON_TRANSFER_LINK_INVALID');
  return {
    ...templateText(row.template, locale),
    rule: row.rule,
    names: namesOf(await nameBook(db, [row.rule], locale), row.rule),
    giverName: shownMemberName(row.giver),
    expiresAt: row.transfer.expiresAt.toISOString(),
    needsCode: row.transfer.codeHash !== null,
    status: linkStatus(row.transfer, now),
    mine: viewer === row.transfer.giverId,
  };
}

/** Coupon/TransferRecords: the member's transfers, given and received (or one side), newest first. */
export async function transferRecords(
  db: DbOrTx,
  memberId: number,
  q: { direction?: 'given' | 'received' | undefined; page: number; size: number; now: Date; locale: Locale },
) {
  const given = eq(couponTransfers.giverId, memberId);
  const received = eq(couponTransfers.receiverId, memberId);
  const where = q.direction === 'given' ? given : q.direction === 'received' ? received : or(given, received);
  const rows = await selectTransfers(db, where)
    .orderBy(desc(couponTransfers.createdAt), desc(couponTransfers.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [total] = await db.select({ n: count() }).from(couponTransfers).where(where);
  const book = await nameBook(
    db,
    rows.map((r) => r.rule),
    q.locale,
  );
  const records: CouponTransferRecordOut[] = rows.map((row) => {
    const mine = row.transfer.giverId === memberId;
    return {
      id: row.transfer.id,
      direction: mine ? 'given' : 'received',
      name: templateText(row.template, q.locale).name,
      rule: row.rule,
      names: namesOf(book, row.rule),
      otherName: shownMemberName(mine ? row.receiver : row.giver),
      status: linkStatus(row.transfer, q.now),
      createdAt: row.transfer.createdAt.toISOString(),
      expiresAt: row.transfer.expiresAt.toISOString(),
      receivedAt: row.transfer.receivedAt?.toISOString() ?? null,
    };
  });
  return { records, total: total?.n ?? 0 };
}

/** The coupon's open link (token, end), if one is still open at `now`: shown on its detail page. */
export async function openLinkOf(db: DbOrTx, memberCouponId: number, now: Date) {
  const [row] = await db
    .select({ token: couponTransfers.token, expiresAt: couponTransfers.expiresAt })
    .from(couponTransfers)
    .where(and(eq(couponTransfers.memberCouponId, memberCouponId), eq(couponTransfers.status, 'open')));
  if (!row || now >= row.expiresAt) return null;
  return { token: row.token, expiresAt: row.expiresAt.toISOString() };
}
