import type { PointsProductOut } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { CouponCard, RuleList, useWords, validityWords } from '../../coupon/index.ts';
import { PointsCost, PointsRange } from '../components/points-cost.tsx';
import { ProductPicture } from '../components/product-picture.tsx';
import { ProductShell } from '../components/product-shell.tsx';
import { checkoutPath } from '../state/pointsmall-paths.ts';
import './pointsmall.css';

/** A coupon product's coupon drawn as the coupon area draws it, with its rule in words. */
function CouponPart({ coupon }: { coupon: NonNullable<PointsProductOut['coupon']> }) {
  const t = useT();
  const words = useWords(coupon.names);
  const extra = [validityWords(coupon.validity, words)];
  if (coupon.count > 1) extra.unshift(t('pointsmall.couponCount', { count: coupon.count }));
  return (
    <>
      <CouponCard rule={coupon.rule} name={coupon.name} words={words} testId="pm-coupon" />
      <RuleList rule={coupon.rule} words={words} extra={extra} />
    </>
  );
}

/** The ways to pay as a choice (SPEC §3 productRules): points alone, or points + money. */
function RuleChoice(props: { product: PointsProductOut; chosen: number; onChoose: (i: number) => void }) {
  const t = useT();
  if (props.product.rules.length === 1) return null;
  return (
    <fieldset className="card pm-section pm-rules">
      <legend className="pm-section__title">{t('pointsmall.chooseRule')}</legend>
      {props.product.rules.map((rule, i) => (
        <label key={`${rule.points}-${rule.price}`} className="pm-rule touch-44">
          <input
            type="radio"
            name="pm-rule"
            checked={props.chosen === i}
            onChange={() => props.onChoose(i)}
            data-testid={`pm-rule-${i}`}
          />
          <PointsCost points={rule.points} price={rule.price} />
        </label>
      ))}
    </fieldset>
  );
}

/** What limits the product: per person, levels, stock. */
function Terms({ product }: { product: PointsProductOut }) {
  const t = useT();
  return (
    <dl className="card pm-section pm-terms">
      <dt>{t('pointsmall.stock')}</dt>
      <dd data-testid="pm-stock">{product.stock > 0 ? product.stock : t('pointsmall.soldOut')}</dd>
      {product.perPersonLimit !== null ? (
        <>
          <dt>{t('pointsmall.limit')}</dt>
          <dd>{t('pointsmall.limitText', { limit: product.perPersonLimit, count: product.exchanged })}</dd>
        </>
      ) : null}
      {product.levelNames.length > 0 ? (
        <>
          <dt>{t('pointsmall.levels')}</dt>
          <dd>{product.levelNames.join(' / ')}</dd>
        </>
      ) : null}
      {product.kind === 'goods' ? (
        <>
          <dt>{t('pointsmall.delivery')}</dt>
          <dd>{t('pointsmall.pickupText')}</dd>
        </>
      ) : null}
    </dl>
  );
}

function ProductBody({ product, points }: { product: PointsProductOut; points: number | null }) {
  const t = useT();
  const [rule, setRule] = useState(0);
  const reason = product.reason;
  return (
    <>
      <section className="card pm-hero">
        <ProductPicture imageName={product.imageName} kind={product.kind} size={120} />
        <h2 className="pm-hero__name" data-testid="pm-name">
          {product.name}
        </h2>
        <PointsRange points={product.rulePoints} prices={product.rulePrices} />
        {product.description ? <p className="pm-note">{product.description}</p> : null}
      </section>
      {product.coupon ? <CouponPart coupon={product.coupon} /> : null}
      <RuleChoice product={product} chosen={rule} onChoose={setRule} />
      <Terms product={product} />
      <div className="pm-bar">
        <span className="pm-bar__mine">
          {points === null ? '' : t('pointsmall.youHave', { count: points })}
          {reason && reason !== 'NOT_LOGGED_IN' ? (
            <span className="pm-bar__reason" role="status" data-testid="pm-reason">
              {t(`errors.${reason}`, { Limit: product.perPersonLimit ?? 0 })}
            </span>
          ) : null}
        </span>
        <Button
          size="lg"
          disabled={reason !== null && reason !== 'NOT_LOGGED_IN'}
          onClick={() => navigate(checkoutPath, { id: String(product.id), rule: String(rule) })}
          data-testid="pm-exchange"
        >
          {t('pointsmall.exchange')}
        </Button>
      </div>
    </>
  );
}

/**
 * One product of the mall (SPEC §2 pointsMall/details, couponDetail, giftPackageDetails; ?id=): its picture, what it
 * costs by each rule, the coupon it gives, its limits, and the way to checkout.
 */
export function PointsProductPage() {
  const t = useT();
  return (
    <ProductShell title={t('pointsmall.detailTitle')}>
      {(product, points) => <ProductBody product={product} points={points} />}
    </ProductShell>
  );
}
