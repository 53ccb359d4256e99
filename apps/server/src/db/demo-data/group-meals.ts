import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { groupMealMenus } from '../schema/marketing.ts';
import { stores } from '../schema/store.ts';
import { demoTranslations } from './demo-translations.ts';

const weekdays = [1, 2, 3, 4, 5];
const everyDay = [1, 2, 3, 4, 5, 6, 7];

/** The Jing'an shop's set menus for groups (SPEC §1 group meal booking); prices in fen. */
const menus = [
  {
    name: 'Afternoon tea for 4–8',
    description: 'A pot of tea for each guest, with scones, cake slices and egg tarts to share.',
    pricePerHead: 8_800,
    minHeadcount: 4,
    maxHeadcount: 8,
    depositRate: 30,
    cutoffHours: 24,
    weekdays: everyDay,
    slots: ['14:00', '15:00', '16:00'],
    sort: 1,
  },
  {
    name: 'Team lunch for 6–12',
    description: 'Sandwiches, salads, a whole cake and a drink for everyone, served at one long table.',
    pricePerHead: 6_800,
    minHeadcount: 6,
    maxHeadcount: 12,
    depositAmount: 20_000,
    cutoffHours: 48,
    weekdays,
    slots: ['11:30', '12:30'],
    sort: 2,
  },
];

/**
 * The demo's reservation settings and group meals, each added once: the Jing'an shop (the first) offers two set
 * menus, and the reservation-only Lujiazui shop (the third) takes no reservations on Mondays (appointmentRestWeeks).
 */
export async function ensureDemoGroupMeals(tx: Tx, storeIds: number[]): Promise<void> {
  const [jingan, , lujiazui] = storeIds;
  if (jingan !== undefined) {
    const [has] = await tx
      .select({ id: groupMealMenus.id })
      .from(groupMealMenus)
      .where(sql`${groupMealMenus.storeId} = ${jingan}`)
      .limit(1);
    if (!has)
      await tx.insert(groupMealMenus).values(
        menus.map((m) => ({
          ...m,
          storeId: jingan,
          translations: demoTranslations({ name: m.name, description: m.description }),
        })),
      );
  }
  if (lujiazui !== undefined)
    await tx
      .update(stores)
      .set({ settings: sql`${stores.settings} || '{"appointmentRestWeeks":[1]}'::jsonb` })
      .where(sql`${stores.id} = ${lujiazui} AND NOT (${stores.settings} ? 'appointmentRestWeeks')`);
}
