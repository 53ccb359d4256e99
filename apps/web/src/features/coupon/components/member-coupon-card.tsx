import type { MemberCouponOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { detailQuery, menuPath, minePath } from '../state/coupon-paths.ts';
import { dateLine, isUsable, stateMarks } from '../state/member-coupon-view.ts';
import { useWords } from '../state/use-words.ts';
import { CouponCard } from './coupon-card.tsx';

const shortDate = (value: Date | string) => formatDate(value, 'short');

/** One of the member's coupons in My coupons: its figure, name, state marks and dates; Use and Details. */
export function MemberCouponCard({ coupon }: { coupon: MemberCouponOut }) {
  const t = useT();
  const words = useWords(coupon.names);
  const usable = isUsable(coupon.state);
  const line = dateLine(coupon, t, shortDate);
  return (
    <CouponCard
      rule={coupon.rule}
      name={coupon.name}
      words={words}
      muted={!usable}
      marks={stateMarks(coupon.state, t)}
      testId={`my-coupon-${coupon.id}`}
      meta={line ? <p data-testid="coupon-date">{line}</p> : null}
      action={
        <>
          {usable && coupon.state !== 'reserved' && coupon.state !== 'notYetEffective' ? (
            <Link to={menuPath} className="coupon-use touch-44">
              {t('coupon.mine.use')}
              <span className="visually-hidden"> {coupon.name}</span>
            </Link>
          ) : null}
          <Link
            to={minePath}
            query={detailQuery(coupon.id)}
            className="coupon-link touch-44"
            data-testid={`my-coupon-details-${coupon.id}`}
          >
            {t('coupon.mine.details')}
            <span className="visually-hidden"> {coupon.name}</span>
          </Link>
        </>
      }
    />
  );
}
