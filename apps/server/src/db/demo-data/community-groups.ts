import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { products } from '../schema/catalog.ts';
import {
  communityGroupItems,
  communityGroupPoints,
  communityGroups,
  communityLeaders,
} from '../schema/marketing/community-group.ts';
import { productImagePath } from './catalogue.ts';
import { tr } from './pointsmall.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const group = {
  name: [
    'Weekend bread box for the neighbourhood',
    ['Caja de pan del fin de semana para el barrio', '社区周末面包团', '社區週末麵包團'],
  ],
  description: [
    'Order by the deadline at group prices and pick up at Aunt Li’s corner shop in the pickup window.',
    [
      'Pide antes del cierre a precio de grupo y recoge en la tienda de la tía Li dentro del horario de recogida.',
      '截单前以团购价下单，在取货时间内到李阿姨便利店取货。',
      '截單前以團購價下單，在取貨時間內到李阿姨便利店取貨。',
    ],
  ],
} as const;

const leader = {
  name: ['Aunt Li’s corner shop', ['Tienda de la esquina de la tía Li', '李阿姨便利店', '李阿姨便利店']],
  address: [
    'Building 3, Garden Court, by the east gate',
    ['Edificio 3, Garden Court, junto a la puerta este', '花园小区3号楼东门旁', '花園社區3號樓東門旁'],
  ],
  hours: ['Daily 8:00–20:00', ['Todos los días de 8:00 a 20:00', '每天 8:00–20:00', '每天 8:00–20:00']],
} as const;

/** The box's items: bakery products at about a fifth off, the loaf two a member. */
const items = [
  {
    product: 'Sourdough Loaf',
    slug: 'sourdough-loaf',
    price: 2800,
    groupPrice: 2200,
    perMemberLimit: 2,
    name: ['Sourdough Loaf', ['Pan de masa madre', '酸种面包', '酸種麵包']],
  },
  {
    product: 'Hokkaido Milk Toast',
    slug: 'hokkaido-milk-toast',
    price: 1800,
    groupPrice: 1400,
    perMemberLimit: null,
    name: ['Hokkaido Milk Toast', ['Pan de leche de Hokkaido', '北海道牛奶吐司', '北海道牛奶吐司']],
  },
  {
    product: 'Red Bean Bun',
    slug: 'red-bean-bun',
    price: 800,
    groupPrice: 600,
    perMemberLimit: null,
    name: ['Red Bean Bun', ['Bollo de judía roja', '红豆包', '紅豆包']],
  },
] as const;

/**
 * A community group purchase in every store of the chain (issue 30, decision 072), added once: a leader's pickup
 * point, and the weekend bread box taking orders for five days, picked up on the morning after its deadline.
 */
export async function ensureDemoCommunityGroups(tx: Tx, storeIds: number[], now: Date): Promise<void> {
  const [has] = await tx.select({ id: communityGroups.id }).from(communityGroups).limit(1);
  if (has || storeIds.length === 0) return;
  const found = await tx
    .select({ id: products.id, storeId: products.storeId, name: products.name })
    .from(products)
    .where(and(inArray(products.storeId, storeIds), or(...items.map((i) => eq(products.name, i.product)))));
  const at = (ms: number) => new Date(now.getTime() + ms);
  for (const storeId of storeIds) {
    const [point] = await tx
      .insert(communityLeaders)
      .values({
        storeId,
        name: leader.name[0],
        phone: '13800138000',
        address: leader.address[0],
        hours: leader.hours[0],
        translations: tr({
          name: [leader.name[0], [...leader.name[1]]],
          address: [leader.address[0], [...leader.address[1]]],
          hours: [leader.hours[0], [...leader.hours[1]]],
        }),
        createdAt: now,
      })
      .returning({ id: communityLeaders.id });
    const [made] = await tx
      .insert(communityGroups)
      .values({
        storeId,
        name: group.name[0],
        description: group.description[0],
        translations: tr({
          name: [group.name[0], [...group.name[1]]],
          description: [group.description[0], [...group.description[1]]],
        }),
        image: productImagePath('sourdough-loaf'),
        startsAt: at(-DAY),
        endsAt: at(5 * DAY),
        pickupFrom: at(5 * DAY + 12 * HOUR),
        pickupUntil: at(5 * DAY + 15 * HOUR),
        createdAt: now,
      })
      .returning({ id: communityGroups.id });
    await tx.insert(communityGroupItems).values(
      items.map((i) => ({
        groupId: made!.id,
        productId: found.find((p) => p.storeId === storeId && p.name === i.product)?.id ?? null,
        name: i.name[0],
        translations: tr({ name: [i.name[0], [...i.name[1]]] }),
        image: productImagePath(i.slug),
        price: i.price,
        groupPrice: i.groupPrice,
        stock: 40,
        remaining: 40,
        perMemberLimit: i.perMemberLimit,
      })),
    );
    await tx.insert(communityGroupPoints).values({ groupId: made!.id, leaderId: point!.id });
  }
}
