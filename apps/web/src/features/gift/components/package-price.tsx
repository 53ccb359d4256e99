import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Price } from '../../../ui/price.tsx';

/** A package's price: money, points, both (money + points), or free. */
export function PackagePrice(props: { price: number; points: number; size?: 'sm' | 'md' | 'lg' }) {
  const t = useT();
  const money = props.price > 0 ? <Price minor={toMinor(props.price)} size={props.size ?? 'md'} /> : null;
  const points =
    props.points > 0 ? (
      <span className="gift-price__points">{t('gift.plan.pointsValue', { count: props.points })}</span>
    ) : null;
  if (!money && !points) return <span className="gift-price__free">{t('gift.price.free')}</span>;
  return (
    <span className="gift-price" data-testid="gift-price">
      {money}
      {money && points ? <span className="gift-price__plus">+</span> : null}
      {points}
    </span>
  );
}
