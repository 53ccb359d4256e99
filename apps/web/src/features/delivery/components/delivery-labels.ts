import type { Locale } from '@shop/domain';
import { intlTag } from '../../../lib/i18n/locale.ts';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import type { ExpressInfo } from '../api/order-progress.ts';

type TimelineState = ExpressInfo['events'][number]['state'];

const stateKeys: Record<TimelineState, MessageKey> = {
  placed: 'delivery.state.placed',
  paid: 'delivery.state.paid',
  accepted: 'delivery.state.accepted',
  'awaiting-rider': 'delivery.state.awaitingRider',
  'picked-up': 'delivery.state.pickedUp',
  delivering: 'delivery.state.delivering',
  delivered: 'delivery.state.delivered',
  returning: 'delivery.state.returning',
  returned: 'delivery.state.returned',
  received: 'delivery.state.received',
};

/** The label key of a timeline entry (SPEC §4 delivery states, and the order's placing and payment before them). */
export function stateLabelKey(state: TimelineState): MessageKey {
  return stateKeys[state];
}

/** A distance in the reader's language: metres below a kilometre, else kilometres to one decimal. */
export function formatDistance(metres: number, locale: Locale): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    maximumFractionDigits: km ? 1 : 0,
  }).format(km ? metres / 1000 : Math.round(metres));
}
