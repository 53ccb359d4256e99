import type { PromotionOut } from '@shop/contracts';
import { namedLink } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { useStore } from '../../store/index.ts';
import { usePromotions } from '../api/promotions-api.ts';
import { badgeText, coversProduct, isLinePromotion, isRunning } from '../state/promotion-words.ts';
import { ActivityRows, activityBadgeText, isOpen, useActivitiesOf } from './activity-badges.tsx';
import './promotion-badges.css';

interface PromotionBadgesProps {
  productId: number;
  categoryId: number | null;
  /** 'card': a list's card shows at most two of the promotions that price the line; 'detail': every one, as links. */
  variant: 'card' | 'detail';
}

/**
 * The badges of the store's activities a product takes part in ("Flash sale", "Group buy") and of the promotions
 * that cover it ("20% off", "第2件5折"), matched on the web against the store's one list of each (decision 032), so
 * the product list's cached pages carry neither and a staff change shows without waiting for them. A card shows
 * at most two, the activities open now first; a detail page every one, as links. Nothing while the lists load or
 * when none applies.
 */
export function PromotionBadges({ productId, categoryId, variant }: PromotionBadgesProps) {
  const t = useT();
  const { data } = usePromotions();
  const { info } = useStore();
  const activities = useActivitiesOf(productId);
  const covering = (data ?? []).filter((p) => coversProduct(p, productId, categoryId));
  if (variant === 'card') {
    const now = new Date();
    const running = (p: PromotionOut) => info !== null && isRunning(p, now, info.timezone);
    const shown = [
      ...activities
        .filter((a) => isOpen(a, now.getTime()))
        .map((a) => ({ key: `${a.kind}-${a.id}`, text: activityBadgeText(a, t), activity: true })),
      ...covering
        .filter((p) => isLinePromotion(p) && running(p))
        .map((p) => ({ key: `promotion-${p.id}`, text: badgeText(p, t), activity: false })),
    ].slice(0, 2);
    return shown.map((badge) => (
      <span key={badge.key} className={badge.activity ? 'promo-badge promo-badge--activity' : 'promo-badge'}>
        {badge.text}
      </span>
    ));
  }
  if (covering.length === 0 && activities.length === 0) return null;
  return (
    <ul className="promo-badges" aria-label={t('marketing.promotions.title')}>
      <ActivityRows activities={activities} />
      {covering.map((p) => {
        const link = namedLink('promotions', { t: p.t });
        return (
          <li key={p.id}>
            <Link to={link.path} query={link.query} className="promo-badges__link">
              <span className="promo-badge">{badgeText(p, t)}</span>{' '}
              <span className="promo-badges__name ellipsis">{p.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
