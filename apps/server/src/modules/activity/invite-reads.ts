import type { EnterShareOut, InviteInfoOut, InviteRewardOut, InviteRulesOut } from '@shop/contracts';
import {
  fromMinor,
  type GiftItem,
  INVITE_BENEFICIARIES,
  INVITE_TRIGGERS,
  type InviteRules,
  type Locale,
  translatedField,
} from '@shop/domain';
import { and, count, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inviteRewards, memberRelations } from '../../db/schema/activity.ts';
import { memberStandings } from '../account/index.ts';
import { inviterOf } from './relations.ts';

/** The rules as the pages show them, the description in the reader's language; a closed programme when none. */
export function rulesOut(rules: InviteRules | null, locale: Locale): InviteRulesOut {
  if (!rules) return { open: false, bindMode: 'first', bindDays: null, rewards: [], description: '' };
  const rewards = INVITE_TRIGGERS.flatMap((trigger) =>
    INVITE_BENEFICIARIES.flatMap((beneficiary) => {
      const items = rules.rewards[trigger]?.[beneficiary] ?? [];
      return items.length > 0 ? [{ trigger, beneficiary, items }] : [];
    }),
  );
  const days = rules.bindDays ?? null;
  return {
    open: true,
    bindMode: rules.bindMode,
    bindDays: days !== null && days > 0 ? days : null,
    rewards,
    description: translatedField(rules.description ?? '', rules.translations, 'description', locale),
  };
}

/** The rewards a member received: as the inviter of a friend, or as the friend who came through a link. */
function receivedBy(memberId: number) {
  return or(
    and(eq(inviteRewards.inviterId, memberId), eq(inviteRewards.beneficiary, 'inviter')),
    and(eq(inviteRewards.friendId, memberId), eq(inviteRewards.beneficiary, 'friend')),
  );
}

/** What gift items come to, by kind: balance (decimals), points, coupons, the rest (goods, services, packages). */
export function itemTotals(lists: readonly GiftItem[][]): InviteInfoOut['totals'] {
  let balance = 0;
  let points = 0;
  let coupons = 0;
  let items = 0;
  for (const item of lists.flat()) {
    if (item.giftType === 0) balance += item.quantity;
    else if (item.giftType === 1) points += item.quantity;
    else if (item.giftType === 2) coupons += item.quantity;
    else items += item.quantity;
  }
  return { balance: fromMinor(balance), points, coupons, items };
}

/** The invite page: the member's uid for their link, the rules, whom they invited and what it earned them. */
export async function inviteInfo(
  db: DbOrTx,
  memberId: number,
  rules: InviteRules | null,
  locale: Locale,
): Promise<InviteInfoOut> {
  const [[invited], received] = await Promise.all([
    db.select({ n: count() }).from(memberRelations).where(eq(memberRelations.inviterId, memberId)),
    db
      .select({ beneficiary: inviteRewards.beneficiary, items: inviteRewards.items })
      .from(inviteRewards)
      .where(receivedBy(memberId)),
  ]);
  return {
    uid: memberId,
    rules: rulesOut(rules, locale),
    invitedCount: invited?.n ?? 0,
    rewardCount: received.filter((r) => r.beneficiary === 'inviter').length,
    totals: itemTotals(received.map((r) => r.items as GiftItem[])),
  };
}

/** One page of the rewards the member received, newest first, each naming the other member (masked). */
export async function inviteRewardPage(
  db: DbOrTx,
  memberId: number,
  page: { page: number; pageSize: number },
): Promise<{ rewards: InviteRewardOut[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inviteRewards)
      .where(receivedBy(memberId))
      .orderBy(desc(inviteRewards.grantedAt), desc(inviteRewards.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(inviteRewards).where(receivedBy(memberId)),
  ]);
  const other = (r: (typeof rows)[number]) => (r.beneficiary === 'inviter' ? r.friendId : r.inviterId);
  const names = await memberStandings(db, rows.map(other));
  return {
    rewards: rows.map((r) => ({
      id: r.id,
      otherName: names.get(other(r))?.shownName ?? '',
      trigger: r.trigger,
      beneficiary: r.beneficiary,
      items: r.items as GiftItem[],
      grantedAt: r.grantedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The friend's landing page: the inviter masked with their photo (null when unknown, disabled or deregistered),
 * what the rules give a friend, and, for a logged-in reader, whom they are bound to now.
 */
export async function enterShareInfo(
  db: DbOrTx,
  q: { inviterUid: number; reader: number | null; rules: InviteRules | null; locale: Locale; at: Date },
): Promise<EnterShareOut> {
  const [standing, boundTo] = await Promise.all([
    memberStandings(db, [q.inviterUid]),
    q.reader === null ? Promise.resolve(null) : inviterOf(db, q.reader, q.at),
  ]);
  const inviter = standing.get(q.inviterUid);
  const rules = rulesOut(q.rules, q.locale);
  return {
    inviter: inviter?.active ? { uid: inviter.id, name: inviter.shownName, photo: inviter.photoPath } : null,
    rules,
    friendRewards: rules.rewards.filter((r) => r.beneficiary === 'friend'),
    boundTo,
  };
}
