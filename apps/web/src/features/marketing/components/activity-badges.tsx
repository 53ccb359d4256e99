import type { ProductActivityKind, ProductActivityOut } from '@shop/contracts';
import { detailLink } from '@shop/domain';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { useProductActivities } from '../api/product-activities-api.ts';

/** Each kind's badge ("Flash sale") and its offer ("Flash sale price ¥5.00", "As low as ¥58.00"). */
const kindWords: Record<ProductActivityKind, { badge: MessageKey; offer: MessageKey }> = {
  seckill: { badge: 'marketing.activityBadges.seckill', offer: 'marketing.activityBadges.seckillOffer' },
  group: { badge: 'marketing.activityBadges.group', offer: 'marketing.activityBadges.groupOffer' },
  bargain: { badge: 'marketing.activityBadges.bargain', offer: 'marketing.activityBadges.bargainOffer' },
  presale: { badge: 'marketing.activityBadges.presale', offer: 'marketing.activityBadges.presaleOffer' },
};

/** Whether the activity can be joined at `now` (the list holds the upcoming ones too). */
export function isOpen(activity: ProductActivityOut, now: number): boolean {
  return Date.parse(activity.startsAt) <= now && now < Date.parse(activity.endsAt);
}

/** The store's activities on a product, open first then upcoming, from the store's one list. */
export function useActivitiesOf(productId: number): ProductActivityOut[] {
  const { data } = useProductActivities();
  return (data ?? []).filter((a) => a.productId === productId);
}

/** A card's badge word for an activity open now. */
export function activityBadgeText(activity: ProductActivityOut, t: Translate): string {
  return t(kindWords[activity.kind].badge);
}

/** A detail row's line: the offer first (a long name is what gets cut), when it opens if not yet, then the name. */
function offerText(activity: ProductActivityOut, t: Translate, now: number): string {
  const offer = t(kindWords[activity.kind].offer, { price: formatAmount(activity.price) });
  const opens = isOpen(activity, now)
    ? []
    : [t('marketing.activityBadges.startsAt', { time: formatDate(activity.startsAt, 'shortMDHM') })];
  return [offer, ...opens, activity.name].join(' · ');
}

/**
 * A product detail's activity rows (issue 30: badges on products taking part): each activity the product is in,
 * its badge, name, offer and opening time when upcoming, the whole row a link to its page (SPEC §2 event links).
 */
export function ActivityRows({ activities }: { activities: readonly ProductActivityOut[] }) {
  const t = useT();
  const now = Date.now();
  return activities.map((activity) => {
    const link = detailLink({ type: 'event', event: activity.kind, id: activity.id });
    return (
      <li key={`${activity.kind}-${activity.id}`}>
        <Link
          to={link.path}
          query={link.query}
          className="promo-badges__link"
          data-testid={`activity-badge-${activity.kind}`}
        >
          <span className="promo-badge promo-badge--activity">{activityBadgeText(activity, t)}</span>{' '}
          <span className="promo-badges__name ellipsis">{offerText(activity, t, now)}</span>
        </Link>
      </li>
    );
  });
}
