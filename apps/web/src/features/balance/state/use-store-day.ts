import { formatDate } from '../../../lib/i18n/format.ts';
import { useStoreDetails } from '../../store/index.ts';

/**
 * A date as the store's calendar has it (gift instalments fall due at the store's midnight, and the ledger's months
 * are the store's): the device's zone until the store's details have come.
 */
export function useStoreDay(): (iso: string) => string {
  const zone = useStoreDetails().data?.timezone;
  return (iso) => formatDate(iso, 'short', zone ? { timeZone: zone } : {});
}
