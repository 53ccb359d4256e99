import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { customerCategories } from '../schema/level.ts';

type NewLevel = typeof customerCategories.$inferInsert;

/**
 * The demo chain's member levels (SPEC §3): Regular is where everyone starts; Silver comes with growth only; Gold
 * with growth or for ¥30; Black Gold only for ¥98, and lasts a year. Growth: 1 per whole yuan paid (chain.ts).
 * The benefit lines are the store's own; the level page adds the discount and the joining points from the figures,
 * and the member card the points per yuan from the store's point rule (chain.ts).
 * Base text in English (the chain's language), with each name and benefit line in the other three languages.
 */
export const demoLevels: NewLevel[] = [
  {
    code: 'regular',
    name: 'Regular',
    rank: 0,
    benefits: ['Member prices on weekly specials'],
    translations: {
      es: { name: 'Estándar', benefits: ['Precios de socio en las ofertas de la semana'] },
      'zh-CN': { name: '普通会员', benefits: ['每周特惠享会员价'] },
      'zh-Hant': { name: '一般會員', benefits: ['每週特惠享會員價'] },
    },
  },
  {
    code: 'silver',
    name: 'Silver',
    rank: 10,
    growthThreshold: 500,
    discountPercent: 3,
    benefits: ['A free drink upgrade on your birthday'],
    translations: {
      es: { name: 'Plata', benefits: ['Mejora gratis de tu bebida el día de tu cumpleaños'] },
      'zh-CN': { name: '白银会员', benefits: ['生日当天饮品免费升杯'] },
      'zh-Hant': { name: '白銀會員', benefits: ['生日當天飲品免費升級大杯'] },
    },
  },
  {
    code: 'gold',
    name: 'Gold',
    rank: 20,
    growthThreshold: 2000,
    upgradePrice: 3000,
    upgradeRewardPoints: 100,
    discountPercent: 5,
    benefits: ['Priority pickup at the counter', 'A free slice of cake on your birthday'],
    translations: {
      es: {
        name: 'Oro',
        benefits: ['Recogida prioritaria en el mostrador', 'Una porción de tarta gratis por tu cumpleaños'],
      },
      'zh-CN': { name: '黄金会员', benefits: ['柜台优先取餐', '生日当天赠送一块蛋糕'] },
      'zh-Hant': { name: '黃金會員', benefits: ['櫃檯優先取餐', '生日當天招待一片蛋糕'] },
    },
  },
  {
    code: 'black_gold',
    name: 'Black Gold',
    rank: 30,
    upgradePrice: 9800,
    validDays: 365,
    upgradeRewardPoints: 300,
    discountPercent: 10,
    benefits: ['A free pastry every month', 'Early access to seasonal menus'],
    translations: {
      es: {
        name: 'Oro Negro',
        benefits: [
          'Un dulce de nuestra panadería gratis cada mes',
          'Acceso anticipado a los menús de temporada',
        ],
      },
      'zh-CN': { name: '黑金会员', benefits: ['每月赠送一份糕点', '抢先品尝季节限定新品'] },
      'zh-Hant': { name: '黑金會員', benefits: ['每月贈送一份糕點', '搶先品嚐季節限定新品'] },
    },
  },
];

/** Gives the demo levels of a database loaded before they had translations their texts in the other languages. */
async function addMissingTranslations(tx: Tx): Promise<void> {
  for (const level of demoLevels) {
    await tx
      .update(customerCategories)
      .set({ translations: level.translations })
      .where(
        and(eq(customerCategories.code, level.code), sql`${customerCategories.translations} = '{}'::jsonb`),
      );
  }
}

/**
 * Loads the levels once (the first run), puts the demo member (growth 2350) in Gold, and gives every member
 * whose points predate the points ledger their opening entry, so points always equal their entries' sum.
 */
export async function loadDemoLevels(tx: Tx, demoPhone: string, now: Date): Promise<void> {
  const [any] = await tx.select({ id: customerCategories.id }).from(customerCategories).limit(1);
  if (!any) await tx.insert(customerCategories).values(demoLevels);
  else await addMissingTranslations(tx);
  const [gold] = await tx
    .select({ id: customerCategories.id })
    .from(customerCategories)
    .where(eq(customerCategories.code, 'gold'));
  if (gold) {
    await tx
      .update(members)
      .set({ categoryId: gold.id })
      .where(and(eq(members.phone, demoPhone), isNull(members.categoryId)));
  }
  await tx.execute(sql`
    INSERT INTO points_entries (member_id, delta, points_after, reason, note, created_at)
    SELECT m.id, m.points, m.points, 'manual_edit', 'opening points', ${now.toISOString()}::timestamptz
    FROM members m
    WHERE m.points > 0 AND NOT EXISTS (SELECT 1 FROM points_entries p WHERE p.member_id = m.id)`);
}
