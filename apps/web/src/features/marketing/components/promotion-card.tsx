import type { PromotionOut } from '@shop/contracts';
import { categoryLink, goodsLink, type LinkTarget, namedLink } from '@shop/domain';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { badgeText, conditionLines, figureLines } from '../state/promotion-words.ts';

/** Where "shop now" leads: the product it names, else its first category or product, else every category. */
function shopTarget(p: PromotionOut): LinkTarget {
  const item = p.comboItems[0];
  if (item) return goodsLink(item.productId);
  if (p.products.rule === 'include') {
    const [category] = p.products.categoryIds;
    if (category !== undefined) return categoryLink(category);
    const [product] = p.products.productIds;
    if (product !== undefined) return goodsLink(product);
  }
  return namedLink('allCategories');
}

/** One promotion on the promotions page: its badge and name, what it gives, when and for whom, and where to shop. */
export function PromotionCard({ promotion: p, now }: { promotion: PromotionOut; now: Date }) {
  const t = useT();
  const { locale } = useLocale();
  const shop = shopTarget(p);
  const headingId = `promo-${p.id}`;
  return (
    <article className="promo-card" aria-labelledby={headingId}>
      <div className="promo-card__head">
        <span className="promo-badge">{badgeText(p, t)}</span>
        <h2 id={headingId} className="promo-card__name">
          {p.name}
        </h2>
      </div>
      {p.description ? <p className="promo-card__text">{p.description}</p> : null}
      {p.product ? (
        <div className="promo-card__product">
          <ProductImage src={p.product.imageName} alt="" size={48} />
          <span>{p.product.name}</span>
        </div>
      ) : null}
      <ul className="promo-card__figures">
        {figureLines(p, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul className="promo-card__conditions">
        {conditionLines(p, t, locale, now).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Link to={shop.path} query={shop.query} className="promo-card__shop">
        {t('marketing.promotions.shopNow')}
      </Link>
    </article>
  );
}
