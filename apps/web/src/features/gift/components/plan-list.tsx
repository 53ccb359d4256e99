import type { GiftPlanOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Price } from '../../../ui/price.tsx';

/**
 * What gift items give, one line each (SPEC §3 gift items): balance, points, coupons by name, then the goods and
 * services the store hands over (named or described), with how many.
 */
export function PlanList({ plan, testId }: { plan: GiftPlanOut; testId: string }) {
  const t = useT();
  return (
    <ul className="gift-plan" data-testid={testId}>
      {plan.balance > 0 ? (
        <li className="gift-plan__line" data-testid={`${testId}-balance`}>
          <span className="gift-plan__kind">{t('gift.plan.balance')}</span>
          <Price minor={toMinor(plan.balance)} size="sm" />
        </li>
      ) : null}
      {plan.points > 0 ? (
        <li className="gift-plan__line" data-testid={`${testId}-points`}>
          <span className="gift-plan__kind">{t('gift.plan.points')}</span>
          <span className="gift-plan__value">{t('gift.plan.pointsValue', { count: plan.points })}</span>
        </li>
      ) : null}
      {plan.coupons.map((c) => (
        <li className="gift-plan__line" key={`c${c.templateId}`} data-testid={`${testId}-coupon`}>
          <span className="gift-plan__kind">{t('gift.plan.coupon')}</span>
          <span className="gift-plan__value">{t('gift.plan.times', { name: c.name, count: c.count })}</span>
        </li>
      ))}
      {plan.entitlements.map((e) => (
        <li className="gift-plan__line" key={`e${e.giftType}:${e.name}`} data-testid={`${testId}-item`}>
          <span className="gift-plan__kind">
            {t(e.giftType === 7 || e.giftType === 8 ? 'gift.plan.service' : 'gift.plan.goods')}
          </span>
          <span className="gift-plan__value">
            {t('gift.plan.times', { name: e.name, count: e.quantity })}
          </span>
        </li>
      ))}
    </ul>
  );
}
