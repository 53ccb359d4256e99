import type { InviteRules } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { inviteRewards, memberRelations } from '../schema/activity.ts';
import { giftDeliveries } from '../schema/gift.ts';
import { pointsEntries } from '../schema/points.ts';
import { stores } from '../schema/store.ts';

const DESCRIPTION =
  'Share your link. When a friend registers through it you get 100 points; when they complete their first order you both get ¥5.00 balance.';

/**
 * The chain's invite rules (issue 31, decision 076): the first inviter a friend follows wins, bindings last a
 * year; 100 points to the inviter at registration, ¥5 balance to both at the friend's first completed order.
 * Staff change them with `npm run staff -- invitations set`.
 */
export const demoInviteRules: InviteRules = {
  bindMode: 'first',
  bindDays: 365,
  rewards: {
    registered: { inviter: [{ giftType: 1, quantity: 100 }] },
    first_order: { inviter: [{ giftType: 0, quantity: 500 }], friend: [{ giftType: 0, quantity: 500 }] },
  },
  description: DESCRIPTION,
  translations: {
    es: {
      description:
        'Comparte tu enlace. Cuando un amigo se registra con él recibes 100 puntos; cuando completa su primer pedido, ambos recibís ¥5.00 de saldo.',
    },
    'zh-CN': {
      description: '分享您的链接。好友通过链接注册，您获得 100 积分；好友完成首单，双方各得 ¥5.00 余额。',
    },
    'zh-Hant': {
      description: '分享您的連結。好友透過連結註冊，您獲得 100 積分；好友完成首單，雙方各得 ¥5.00 餘額。',
    },
  },
};

/**
 * Demo members are numbered as registration numbers its members (member_no_seq): a number of their own would be
 * handed out again by the sequence to a later sign-up, which its unique key then refuses.
 */
export const nextMemberNo = sql<string>`nextval('member_no_seq')::text`;

/** The demo inviter (log in with this phone) and the two friends they invited; the demo member's figures stay. */
export const demoInviter = { phone: '13800138100', name: 'Chen Jing' } as const;
export const demoFriends = [
  { phone: '13800138101', name: 'Lin Xiao' },
  { phone: '13800138102', name: 'Maya Ortiz' },
] as const;

/**
 * The rules on the headquarters (unless staff set others), and the demo inviter's two invited friends, bound at
 * registration, with the registration reward each earned the inviter: its invite_rewards row, the gift
 * delivery and the points entry the gift area writes for it, so the ledger still sums to the points. Written once.
 */
export async function ensureDemoInvitations(tx: Tx, headquartersId: number, now: Date): Promise<void> {
  await tx
    .update(stores)
    .set({
      settings: sql`${stores.settings} || jsonb_build_object('invite', ${JSON.stringify(demoInviteRules)}::jsonb)`,
    })
    .where(sql`${stores.id} = ${headquartersId} AND NOT (${stores.settings} ? 'invite')`);
  const [known] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, demoInviter.phone));
  if (known) return;
  const [inviter] = await tx
    .insert(members)
    .values({ ...demoInviter, memberNo: nextMemberNo, createdAt: new Date(now.getTime() - 30 * 86_400_000) })
    .returning({ id: members.id });
  if (!inviter) return;
  for (const [i, friend] of demoFriends.entries()) {
    const at = new Date(now.getTime() - (10 - i * 3) * 86_400_000);
    const [row] = await tx
      .insert(members)
      .values({ ...friend, memberNo: nextMemberNo, createdAt: at })
      .returning({ id: members.id });
    const friendId = row!.id;
    await tx.insert(memberRelations).values({
      memberId: friendId,
      inviterId: inviter.id,
      via: 'registration',
      boundAt: at,
      expiresAt: new Date(at.getTime() + 365 * 86_400_000),
    });
    const items = demoInviteRules.rewards.registered!.inviter!;
    await tx.insert(inviteRewards).values({
      inviterId: inviter.id,
      friendId,
      trigger: 'registered',
      beneficiary: 'inviter',
      items,
      grantedAt: at,
    });
    const ref = `registered:${friendId}`;
    await tx.insert(giftDeliveries).values({
      memberId: inviter.id,
      storeId: headquartersId,
      sourceKind: 'invite',
      sourceRef: ref,
      items,
      plan: { balance: 0, points: 100, coupons: [], entitlements: [] },
      deliveredAt: at,
    });
    const [after] = await tx
      .update(members)
      .set({ points: sql`${members.points} + 100` })
      .where(eq(members.id, inviter.id))
      .returning({ points: members.points });
    await tx.insert(pointsEntries).values({
      memberId: inviter.id,
      delta: 100,
      pointsAfter: after!.points,
      reason: 'gift',
      note: `invite ${ref}`,
      createdAt: at,
    });
  }
}
