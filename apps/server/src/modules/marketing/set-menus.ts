import type { SetMenuOut } from '@shop/contracts';
import { fromMinor, type Locale, type SetMenuTerms, translatedField } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { groupMealMenus } from '../../db/schema/marketing.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type SetMenuRow = typeof groupMealMenus.$inferSelect;

const decimals = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** A menu's pricing and deposit terms, as domain's group-meal rules take them. */
export function termsOf(menu: SetMenuRow): SetMenuTerms {
  return {
    pricePerHead: menu.pricePerHead,
    fixedPrice: menu.fixedPrice,
    minHeadcount: menu.minHeadcount,
    maxHeadcount: menu.maxHeadcount,
    depositAmount: menu.depositAmount,
    depositRate: menu.depositRate,
  };
}

/** A set menu as the shopper reads it, its name and description in their language (decision 020). */
export function toSetMenuOut(menu: SetMenuRow, locale: Locale): SetMenuOut {
  return {
    id: menu.id,
    name: translatedField(menu.name, menu.translations, 'name', locale),
    description: translatedField(menu.description, menu.translations, 'description', locale),
    imageUrl: menu.imageUrl,
    pricePerHead: decimals(menu.pricePerHead),
    fixedPrice: decimals(menu.fixedPrice),
    minHeadcount: menu.minHeadcount,
    maxHeadcount: menu.maxHeadcount,
    depositAmount: decimals(menu.depositAmount),
    depositRate: menu.depositRate,
    cutoffHours: menu.cutoffHours,
    weekdays: menu.weekdays,
    slots: menu.slots,
  };
}

/** The store's set menus on offer, in their order. */
export function storeSetMenus(db: DbOrTx, storeId: number): Promise<SetMenuRow[]> {
  return db
    .select()
    .from(groupMealMenus)
    .where(and(eq(groupMealMenus.storeId, storeId), eq(groupMealMenus.active, true)))
    .orderBy(asc(groupMealMenus.sort), asc(groupMealMenus.id));
}

/** One set menu on offer in the store; another store's, a retired or an unknown one: GROUP_MEAL_MENU_NOT_FOUND. */
export async function requireSetMenu(db: DbOrTx, storeId: number, menuId: number): Promise<SetMenuRow> {
  const [menu] = await db
    .select()
    .from(groupMealMenus)
    .where(
      and(
        eq(groupMealMenus.id, menuId),
        eq(groupMealMenus.storeId, storeId),
        eq(groupMealMenus.active, true),
      ),
    );
  if (!menu) throw new AppError('GROUP_MEAL_MENU_NOT_FOUND');
  return menu;
}
