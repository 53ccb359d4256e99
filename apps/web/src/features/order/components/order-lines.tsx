import type { OrderDetailOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { adjustmentId, adjustmentLabel } from '../../../ui/adjustment-label.ts';
import { keyed } from '../../../ui/keyed.ts';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

type OrderItem = OrderDetailOut['items'][number];

const lineId = (item: OrderItem) =>
  `${item.ProductId}:${item.CartItemAttributes.map((a) => a.txtproductAttributeUid).join(',')}`;

function ItemRow({ item }: { item: OrderItem }) {
  const options = item.CartItemAttributes.map((a) => a.attributeName)
    .filter(Boolean)
    .join(' / ');
  return (
    <li className="order-item">
      <ProductImage src={item.ImageName} alt="" size={64} className="order-item__image" />
      <div className="order-item__body">
        <p className="order-item__name">{item.ProductName}</p>
        {options ? <p className="order-item__options">{options}</p> : null}
        {item.Comment ? <p className="order-item__options">{item.Comment}</p> : null}
        <p className="order-item__unit">
          <Price minor={toMinor(item.SellPrice)} original={toMinor(item.OriginalPrice)} size="sm" />
          <span className="order-item__qty">×{item.ProductNum}</span>
        </p>
      </div>
      <Price minor={toMinor(item.LineAmount)} size="sm" className="order-item__total" />
    </li>
  );
}

function AmountRow({
  label,
  minor,
  sign,
  testId,
}: {
  label: string;
  minor: number;
  sign?: '-';
  testId?: string;
}) {
  return (
    <div className="order-amounts__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        {sign}
        <Price minor={minor} size="sm" />
      </dd>
    </div>
  );
}

/** The lines of the order with their options and prices, then its amounts (SPEC §3 Order). */
export function OrderLines({ order }: { order: OrderDetailOut }) {
  const t = useT();
  const discount = toMinor(order.summary.discountedPrice);
  const refunded = toMinor(order.refundedAmount);
  return (
    <section className="order-section card" aria-label={t('order.items')}>
      <ul className="order-items">
        {keyed(order.items, lineId).map(({ key, item }) => (
          <ItemRow key={key} item={item} />
        ))}
      </ul>
      <dl className="order-amounts">
        <AmountRow label={t('order.goodsTotal')} minor={toMinor(order.summary.originalAmount)} />
        {discount > 0 ? <AmountRow label={t('order.discount')} minor={discount} sign="-" /> : null}
        {keyed(order.adjustments, adjustmentId).map(({ key, item: a }) => (
          <AmountRow
            key={key}
            label={adjustmentLabel(t, a)}
            minor={Math.abs(toMinor(a.amount))}
            sign={a.amount < 0 ? '-' : undefined}
            testId={`order-${a.kind}`}
          />
        ))}
        <div className="order-amounts__row order-amounts__row--total" data-testid="order-amount">
          <dt>{t(order.paidAt ? 'order.paidTotal' : 'order.amountDue')}</dt>
          <dd>
            <Price minor={toMinor(order.paidAt ? order.paidAmount : order.amount)} size="md" />
          </dd>
        </div>
        {refunded > 0 ? (
          <AmountRow label={t('order.refunded')} minor={refunded} testId="order-refunded" />
        ) : null}
      </dl>
    </section>
  );
}
