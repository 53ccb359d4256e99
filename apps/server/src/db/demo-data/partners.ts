import { lineCommission, type PartnerProgrammeSettings, releaseAt as releaseDate } from '@shop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { memberRelations } from '../schema/activity.ts';
import { balanceEntries } from '../schema/balance.ts';
import { products } from '../schema/catalog.ts';
import { orderLines, orders } from '../schema/order.ts';
import { cashOuts, partnerAccounts, partnerLevels, partners, profitEntries } from '../schema/partner.ts';
import { payments } from '../schema/payment.ts';
import { stores } from '../schema/store.ts';
import { demoFriends, demoInviter, nextMemberNo } from './invitations.ts';

const DAY_MS = 86_400_000;

/**
 * The chain's partner programme (issue 31, decision 078): sign-up open, commission withdrawable after 7 days, cash-out
 * from ¥10 with a 0.6 % fee, two levels paid, own purchases not, withdrawable may go to the balance.
 */
export const demoPartnerSettings: Partial<PartnerProgrammeSettings> = {
  signUpOpen: true,
  holdDays: 7,
  cashOutMinimum: 1000,
  cashOutFeeRate: 60,
  cashOutFeeFixed: 0,
  secondLevel: true,
  ownPurchases: false,
  toBalance: true,
  agreementVersion: '1',
  withdrawalAgreementVersion: '1',
};

/** Two levels in four languages: Silver by application, Gold also for sale. */
const demoLevels = [
  {
    rank: 1,
    name: 'Silver partner',
    description: '10% on your friends’ orders, 3% on their friends’. Apply for free; valid a year.',
    firstRate: 1000,
    secondRate: 300,
    price: null,
    validityDays: 365,
    translations: {
      es: {
        name: 'Socio plata',
        description:
          '10 % de los pedidos de tus amigos, 3 % de los de sus amigos. Solicítalo gratis; válido un año.',
      },
      'zh-CN': { name: '白银推广员', description: '好友订单佣金 10%，好友的好友 3%。免费申请，有效期一年。' },
      'zh-Hant': {
        name: '白銀推廣員',
        description: '好友訂單佣金 10%，好友的好友 3%。免費申請，有效期一年。',
      },
    },
  },
  {
    rank: 2,
    name: 'Gold partner',
    description: '15% on your friends’ orders, 5% on their friends’. ¥199 to join; valid a year.',
    firstRate: 1500,
    secondRate: 500,
    price: 19_900,
    validityDays: 365,
    translations: {
      es: {
        name: 'Socio oro',
        description:
          '15 % de los pedidos de tus amigos, 5 % de los de sus amigos. ¥199 para unirte; válido un año.',
      },
      'zh-CN': {
        name: '黄金推广员',
        description: '好友订单佣金 15%，好友的好友 5%。¥199 开通，有效期一年。',
      },
      'zh-Hant': {
        name: '黃金推廣員',
        description: '好友訂單佣金 15%，好友的好友 5%。¥199 開通，有效期一年。',
      },
    },
  },
];

/** The friend of a friend: bound to Lin Xiao, so the demo partner earns on them at the second level. */
export const demoSecondFriend = { phone: '13800138103', name: 'Zhou Min' } as const;

let orderSeq = 0;

/** A completed goods order paid by balance (its ledger: top-up and spend, the member's balance unchanged). */
async function completedOrder(
  tx: Tx,
  o: {
    memberId: number;
    storeId: number;
    phone: string;
    at: Date;
    lines: { productId: number; name: string; paid: number; quantity: number }[];
  },
) {
  orderSeq += 1;
  const amount = o.lines.reduce((n, l) => n + l.paid, 0);
  const orderNo = `DEMOP${o.at.toISOString().slice(0, 10).replaceAll('-', '')}${String(o.memberId).padStart(5, '0')}${orderSeq}`;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      memberId: o.memberId,
      storeId: o.storeId,
      orderMode: 'takeout',
      status: 'completed',
      payMethod: 2,
      amount,
      originalAmount: amount,
      paidAmount: amount,
      quantity: o.lines.reduce((n, l) => n + l.quantity, 0),
      pickupNo: String(100 + orderSeq),
      contactPhone: o.phone,
      idempotencyKey: `demo-partner-${orderNo}`,
      requestHash: 'demo',
      createdAt: new Date(o.at.getTime() - 3_600_000),
      paidAt: new Date(o.at.getTime() - 3_600_000),
      completedAt: o.at,
    })
    .returning({ id: orders.id });
  const lines = await tx
    .insert(orderLines)
    .values(
      o.lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        productName: l.name,
        unitPrice: Math.round(l.paid / l.quantity),
        unitOriginalPrice: Math.round(l.paid / l.quantity),
        quantity: l.quantity,
        paidAmount: l.paid,
      })),
    )
    .returning({ id: orderLines.id, paid: orderLines.paidAmount });
  await tx.insert(balanceEntries).values([
    { memberId: o.memberId, delta: amount, balanceAfter: amount, reason: 'top_up', createdAt: o.at },
    {
      memberId: o.memberId,
      delta: -amount,
      balanceAfter: 0,
      reason: 'order_payment',
      orderId: order!.id,
      createdAt: o.at,
    },
  ]);
  await tx.insert(payments).values({
    localOrderNo: `${orderNo}B`,
    orderId: order!.id,
    memberId: o.memberId,
    payMethod: 2,
    provider: 'balance',
    amount,
    status: 'paid',
    createdAt: o.at,
    paidAt: o.at,
  });
  return { id: order!.id, lines };
}

/**
 * The demo partner programme, written once: the settings on the headquarters (unless staff set others), the two
 * levels, the demo inviter Chen Jing (13800138100) an active Silver partner since 30 days with friends at two
 * levels (Lin Xiao and Maya Ortiz invited; Zhou Min invited by Lin Xiao), three completed orders — one past its hold
 * days (withdrawable), two inside them (pending, one at the second level) — and a cash-out waiting for staff. The
 * ledger's entries are written with the accounts so each account is the sum of its column.
 */
export async function ensureDemoPartners(
  tx: Tx,
  headquartersId: number,
  storeId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(stores)
    .set({
      settings: sql`${stores.settings} || jsonb_build_object('partner', ${JSON.stringify(demoPartnerSettings)}::jsonb)`,
    })
    .where(sql`${stores.id} = ${headquartersId} AND NOT (${stores.settings} ? 'partner')`);
  const known = await tx
    .select({ id: partnerLevels.id })
    .from(partnerLevels)
    .where(eq(partnerLevels.storeId, headquartersId));
  if (known.length > 0) return;
  const levels = await tx
    .insert(partnerLevels)
    .values(demoLevels.map((l) => ({ ...l, storeId: headquartersId, createdAt: now })))
    .returning();
  const silver = levels.find((l) => l.rank === 1)!;
  const people = await tx
    .select({ id: members.id, phone: members.phone })
    .from(members)
    .where(inArray(members.phone, [demoInviter.phone, ...demoFriends.map((f) => f.phone)]));
  const idOf = (phone: string) => people.find((p) => p.phone === phone)?.id;
  const partnerId = idOf(demoInviter.phone);
  const [lin, maya] = demoFriends.map((f) => idOf(f.phone));
  if (!partnerId || !lin || !maya) return;
  const signed = new Date(now.getTime() - 30 * DAY_MS);
  await tx.insert(partners).values({
    memberId: partnerId,
    storeId: headquartersId,
    levelId: silver.id,
    via: 'staff',
    status: 'active',
    agreementVersion: '1',
    appliedAt: signed,
    signedAt: signed,
    expiresAt: new Date(signed.getTime() + 365 * DAY_MS),
  });
  const boundAt = new Date(now.getTime() - 6 * DAY_MS);
  const [zhou] = await tx
    .insert(members)
    .values({ ...demoSecondFriend, memberNo: nextMemberNo, createdAt: boundAt })
    .returning({ id: members.id });
  await tx
    .insert(memberRelations)
    .values({ memberId: zhou!.id, inviterId: lin, via: 'registration', boundAt, expiresAt: null });
  const goods = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId)))
    .orderBy(asc(products.id))
    .limit(2);
  if (goods.length < 2) return;
  const [a, b] = goods as [{ id: number; name: string }, { id: number; name: string }];
  // Past its hold days: released, withdrawable. Inside them: pending (Maya's at level 1, Zhou's at level 2).
  const orderPlan = [
    {
      memberId: lin,
      phone: demoFriends[0].phone,
      days: 20,
      level: 1 as const,
      rate: silver.firstRate,
      lines: [
        { productId: a.id, name: a.name, paid: 18_800, quantity: 2 },
        { productId: b.id, name: b.name, paid: 7_000, quantity: 1 },
      ],
    },
    {
      memberId: maya,
      phone: demoFriends[1].phone,
      days: 3,
      level: 1 as const,
      rate: silver.firstRate,
      lines: [{ productId: a.id, name: a.name, paid: 4_500, quantity: 1 }],
    },
    {
      memberId: zhou!.id,
      phone: demoSecondFriend.phone,
      days: 2,
      level: 2 as const,
      rate: silver.secondRate,
      lines: [{ productId: b.id, name: b.name, paid: 12_000, quantity: 3 }],
    },
  ];
  let pending = 0;
  let withdrawable = 0;
  for (const plan of orderPlan) {
    const at = new Date(now.getTime() - plan.days * DAY_MS);
    const order = await completedOrder(tx, {
      memberId: plan.memberId,
      storeId,
      phone: plan.phone,
      at,
      lines: plan.lines,
    });
    // The store's hold days to its midnight after, as the commission effect computes it (decision 078).
    const releaseAt = releaseDate(at, demoPartnerSettings.holdDays ?? 7, 'Asia/Shanghai');
    const released = releaseAt <= now;
    for (const line of order.lines) {
      const amount = lineCommission({ paidAmount: line.paid, quantity: 1 }, { rate: plan.rate });
      const [c] = await tx
        .insert(profitEntries)
        .values({
          memberId: partnerId,
          kind: 'commission',
          pendingDelta: amount,
          orderId: order.id,
          orderLineId: line.id,
          level: plan.level,
          releaseAt,
          releasedAt: released ? releaseAt : null,
          createdAt: at,
        })
        .returning({ id: profitEntries.id });
      pending += amount;
      if (!released) continue;
      await tx.insert(profitEntries).values({
        memberId: partnerId,
        kind: 'release',
        pendingDelta: -amount,
        withdrawableDelta: amount,
        orderId: order.id,
        orderLineId: line.id,
        level: plan.level,
        commissionId: c!.id,
        createdAt: releaseAt,
      });
      pending -= amount;
      withdrawable += amount;
    }
  }
  // ¥15.00 asked yesterday, the 0.6 % fee (¥0.09) deducted: waiting for staff (npm run staff -- partner cash-outs).
  const asked = 1500;
  const fee = Math.round((asked * (demoPartnerSettings.cashOutFeeRate ?? 0)) / 10_000);
  const askedAt = new Date(now.getTime() - DAY_MS);
  const [cash] = await tx
    .insert(cashOuts)
    .values({
      memberId: partnerId,
      storeId: headquartersId,
      amount: asked,
      fee,
      payout: asked - fee,
      method: 'alipay',
      account: 'chen.jing@example.com',
      remark: 'First cash-out',
      agreementVersion: '1',
      idempotencyKey: 'demo-partner-cash-out-1',
      requestHash: 'demo',
      createdAt: askedAt,
    })
    .returning({ id: cashOuts.id });
  await tx.insert(profitEntries).values({
    memberId: partnerId,
    kind: 'cash_out',
    withdrawableDelta: -asked,
    cashOutId: cash!.id,
    createdAt: askedAt,
  });
  withdrawable -= asked;
  await tx.insert(partnerAccounts).values({ memberId: partnerId, pending, withdrawable });
}
