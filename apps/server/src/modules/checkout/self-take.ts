import { type Locale, translatedField } from '@shop/domain';
import { type StoreRow, storeText } from '../store/index.ts';

export interface SelfTakeLocationOut {
  id: string;
  name: string;
  address: string;
  isCounter: boolean;
}

/**
 * checkout/GetSelfTakelocations (SPEC §7): the store's counter first (the store's own name and address), then the
 * other pickup points its settings list, each in the reader's locale (decision 020).
 */
export function selfTakeLocations(store: StoreRow, locale: Locale): SelfTakeLocationOut[] {
  const counter = {
    id: 'counter',
    name: storeText(store, 'name', locale),
    address: storeText(store, 'address', locale),
    isCounter: true,
  };
  const extra = (store.settings.selfTakeLocations ?? []).map((place, i) => ({
    id: `p${i + 1}`,
    name: translatedField(place.name, place.translations, 'name', locale),
    address: translatedField(place.address, place.translations, 'address', locale),
    isCounter: false,
  }));
  return [counter, ...extra];
}
