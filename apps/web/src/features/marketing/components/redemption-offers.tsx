import type { PromotionOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useId } from 'react';
import { formatAmount, formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { usePromotions } from '../api/promotions-api.ts';
import './redemption-offers.css';

interface RedemptionOffersProps {
  /** What the goods come to now (minor units): below an offer's threshold it waits, saying how much is missing. */
  goodsAmount: number;
  /** The redemption promotions the shopper opted in to (their ids). */
  chosen: readonly number[];
  onToggle: (promotionId: number) => void;
}

function OfferRow({
  p,
  reached,
  ticked,
  onToggle,
}: {
  p: PromotionOut;
  reached: number;
  ticked: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const id = useId();
  const product = p.product!;
  const short = toMinor(p.requireAmount ?? 0) - reached;
  return (
    <li className="redeem-row">
      <input id={id} type="checkbox" className="redeem-row__tick" checked={ticked} onChange={onToggle} />
      <label htmlFor={id} className="redeem-row__text">
        <ProductImage src={product.imageName} alt="" size={40} className="redeem-row__image" />
        <span>
          <span className="redeem-row__name">
            {t('marketing.redemption.add', { name: product.name, price: formatAmount(product.price) })}
          </span>
          <span className="redeem-row__note">
            {short > 0
              ? t('marketing.redemption.short', { amount: formatMoney(short) })
              : t('marketing.redemption.usually', { price: formatAmount(product.listPrice) })}
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * The store's redemption offers at settlement (PromotionProductRedemption: spend X, add a product at a price): the
 * shopper opts in to each; the server adds the product only once the selected goods reach the threshold, so an
 * offer below it stays ticked and waits, saying how much is missing. Nothing when the store runs none.
 */
export function RedemptionOffers({ goodsAmount, chosen, onToggle }: RedemptionOffersProps) {
  const t = useT();
  const { data } = usePromotions();
  const offers = (data ?? []).filter((p) => p.t === 'PromotionProductRedemption' && p.product !== null);
  if (offers.length === 0) return null;
  return (
    <section className="redeem card" aria-labelledby="redeem-title">
      <h2 id="redeem-title" className="redeem__title">
        {t('marketing.redemption.title')}
      </h2>
      <ul className="redeem__list">
        {offers.map((p) => (
          <OfferRow
            key={p.id}
            p={p}
            reached={goodsAmount}
            ticked={chosen.includes(p.id)}
            onToggle={() => onToggle(p.id)}
          />
        ))}
      </ul>
    </section>
  );
}
