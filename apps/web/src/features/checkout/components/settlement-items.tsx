import type { DroppedGiftOut, SettlementItemOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { DroppedGifts } from './dropped-gifts.tsx';

/** 'Large · Half sugar' from a line's chosen options. */
function optionsOf(item: SettlementItemOut): string {
  return item.CartItemAttributes.map((a) => a.attributeName)
    .filter(Boolean)
    .join(' · ');
}

/** A line's identity: the product and its options (the same product with other options is another line). */
function lineId(item: SettlementItemOut): string {
  return [item.ProductId, ...item.CartItemAttributes.map((a) => a.txtproductAttributeUid)].join('-');
}

/**
 * The lines as the server priced them: picture, name, options, unit price, quantity and line amount; then the free
 * gifts left out because they have run out.
 */
export function SettlementItems({
  items,
  droppedGifts = [],
}: {
  items: readonly SettlementItemOut[];
  droppedGifts?: readonly DroppedGiftOut[];
}) {
  const t = useT();
  const units = items.reduce((n, i) => n + i.ProductNum, 0);
  return (
    <section className="settle-card card" aria-labelledby="settle-items-title">
      <h2 className="settle-card__title" id="settle-items-title">
        {t('checkout.items', { count: units })}
      </h2>
      <ul className="settle-items">
        {items.map((item) => {
          const options = optionsOf(item);
          return (
            <li className="settle-item" key={lineId(item)} data-testid="settle-item">
              <ProductImage src={item.ImageName} alt="" size={56} className="settle-item__image" />
              <div className="settle-item__body">
                <p className="settle-item__name clamp-2">{item.ProductName}</p>
                {options ? <p className="settle-item__options">{options}</p> : null}
                <p className="settle-item__unit">
                  <Price minor={toMinor(item.SellPrice)} size="sm" /> × {item.ProductNum}
                </p>
              </div>
              <Price
                className="settle-item__amount"
                minor={toMinor(item.LineAmount)}
                original={toMinor(item.OriginalPrice) * item.ProductNum}
                size="sm"
              />
            </li>
          );
        })}
      </ul>
      <DroppedGifts gifts={droppedGifts} />
    </section>
  );
}
