import type { PromotionOut } from '@shop/contracts';
import { namedLink } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { useStore } from '../../store/index.ts';
import { usePromotions } from '../api/promotions-api.ts';
import { badgeText, coversProduct, isLinePromotion, isRunning } from '../state/promotion-words.ts';
import './promotion-badges.css';

interface PromotionBadgesProps {
  productId: number;
  categoryId: number | null;
  /** 'card': a list's card shows at most two of the promotions that price the line; 'detail': every one, as links. */
  variant: 'card' | 'detail';
}

/**
 * The badges of the store's promotions that cover a product ("20% off", "第2件5折"), matched on the web against the
 * store's one promotions list (decision 032), so the product list's cached pages carry no promotion and a staff
 * change shows without waiting for them. Nothing while the list loads or when none applies.
 */
export function PromotionBadges({ productId, categoryId, variant }: PromotionBadgesProps) {
  const t = useT();
  const { data } = usePromotions();
  const { info } = useStore();
  const covering = (data ?? []).filter((p) => coversProduct(p, productId, categoryId));
  if (variant === 'card') {
    const now = new Date();
    const running = (p: PromotionOut) => info !== null && isRunning(p, now, info.timezone);
    const shown = covering.filter((p) => isLinePromotion(p) && running(p)).slice(0, 2);
    return shown.map((p) => (
      <span key={p.id} className="promo-badge">
        {badgeText(p, t)}
      </span>
    ));
  }
  if (covering.length === 0) return null;
  return (
    <ul className="promo-badges" aria-label={t('marketing.promotions.title')}>
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
