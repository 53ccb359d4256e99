import { type DateStyle, formatDate } from '../../../lib/i18n/format.ts';
import { useStoreDetails } from '../../store/index.ts';
import type { DayFormat } from './card-words.ts';

/**
 * A card's dates on the store's calendar (its validity is counted in the store's zone, SPEC §3, and its records
 * happen at the store's counter): a local day (YYYY-MM-DD) as that day, an instant in the store's zone — the
 * device's until the store's details have come.
 */
export function useCardDay(style: DateStyle = 'short'): DayFormat {
  const zone = useStoreDetails().data?.timezone;
  return (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? formatDate(`${value}T00:00:00Z`, style, { timeZone: 'UTC' })
      : formatDate(value, style, zone ? { timeZone: zone } : {});
}
