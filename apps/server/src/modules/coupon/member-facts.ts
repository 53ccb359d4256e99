import type { Taker } from '@shop/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { couponClaims } from '../../db/schema/coupon.ts';
import { levelIdSql } from '../level/index.ts';
import { madeGoodsOrderSql } from '../order/index.ts';

/** Whether the member is new (SPEC §5 new-member-only / old-member-only), over `members`. */
const isNewMemberSql = sql.raw(`NOT ${madeGoodsOrderSql('"members"."id"')}`) as SQL<boolean>;

/** What decides whether a member may take templates now: newness and level, in one read. */
export async function memberFacts(db: DbOrTx, memberId: number, at: Date) {
  const [row] = await db
    .select({ isNew: isNewMemberSql, levelId: levelIdSql(at) })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? { isNew: true, levelId: null };
}

/** The member's claimed / bought counts per template. */
export async function takenCounts(db: DbOrTx, memberId: number, templateIds: number[]) {
  const rows = templateIds.length
    ? await db
        .select()
        .from(couponClaims)
        .where(and(eq(couponClaims.memberId, memberId), inArray(couponClaims.templateId, templateIds)))
    : [];
  return new Map(rows.map((r) => [r.templateId, { claimed: r.claimed, bought: r.bought }]));
}

/** The taker as domain's takeRefusal sees one template: null for a guest. */
export async function takerFor(
  db: DbOrTx,
  memberId: number | null,
  templateId: number,
  at: Date,
): Promise<Taker> {
  if (memberId === null) return null;
  const facts = await memberFacts(db, memberId, at);
  const taken = (await takenCounts(db, memberId, [templateId])).get(templateId);
  return { ...facts, claimed: taken?.claimed ?? 0, bought: taken?.bought ?? 0 };
}
