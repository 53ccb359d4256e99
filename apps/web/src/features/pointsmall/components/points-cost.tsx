import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Price } from '../../../ui/price.tsx';

/** What an exchange costs: points, and the money part when there is one ("300 points + ¥9.90"). */
export function PointsCost(props: {
  points: number;
  price: number;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const t = useT();
  return (
    <span className={`points-cost points-cost--${props.size ?? 'md'}`} data-testid={props.testId}>
      <strong className="points-cost__points">{t('pointsmall.points', { count: props.points })}</strong>
      {props.price > 0 ? (
        <>
          <span className="points-cost__plus"> + </span>
          <Price minor={toMinor(props.price)} size={props.size === 'lg' ? 'md' : 'sm'} />
        </>
      ) : null}
    </span>
  );
}

/** A product's range over its rules (SPEC §3 rulePoints / rulePrices as min~max). */
export function PointsRange(props: {
  points: { min: number; max: number };
  prices: { min: number; max: number };
}) {
  const t = useT();
  const { points, prices } = props;
  const pointsText =
    points.min === points.max
      ? t('pointsmall.points', { count: points.min })
      : t('pointsmall.pointsRange', { min: points.min, max: points.max });
  return (
    <span className="points-cost" data-testid="points-range">
      <strong className="points-cost__points">{pointsText}</strong>
      {prices.max > 0 ? (
        <>
          <span className="points-cost__plus"> + </span>
          {prices.min === prices.max ? (
            <Price minor={toMinor(prices.max)} size="sm" />
          ) : (
            <span className="points-cost__money">
              <Price minor={toMinor(prices.min)} size="sm" />~<Price minor={toMinor(prices.max)} size="sm" />
            </span>
          )}
        </>
      ) : null}
    </span>
  );
}
