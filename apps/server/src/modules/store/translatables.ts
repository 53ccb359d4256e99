import { sql } from 'drizzle-orm';
import { banners, stores } from '../../db/schema/store.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/** The store's text that staff translate (decision 020): its name, address and home notice, and its banners. */
export const storeTranslatables: TranslatableEntity[] = [
  {
    name: 'store',
    table: stores,
    id: stores.id,
    translations: stores.translations,
    fields: {
      name: { base: stores.name, kind: 'text', max: 80 },
      address: { base: stores.address, kind: 'text', max: 200 },
      // The base notice is a store setting, not a column of its own.
      notice: { base: sql`${stores.settings} ->> 'notice'`, kind: 'text', max: 300 },
    },
  },
  {
    name: 'banner',
    table: banners,
    id: banners.id,
    translations: banners.translations,
    fields: { title: { base: banners.title, kind: 'text', max: 120 } },
  },
];
