import type { MemberCouponDetailOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { applyCouponAtNextSettlement } from '../../checkout/index.ts';
import { useMemberCoupon } from '../api/coupon-detail.ts';
import { menuPath, sharePath } from '../state/coupon-paths.ts';
import { isUsable, lastValidInstant, stateMarks } from '../state/member-coupon-view.ts';
import { useWords } from '../state/use-words.ts';
import { CouponCard } from './coupon-card.tsx';
import { QueryBody } from './query-body.tsx';
import { RuleList } from './rule-list.tsx';

function Facts({ coupon }: { coupon: MemberCouponDetailOut }) {
  const t = useT();
  return (
    <dl className="coupon-facts card" data-testid="coupon-facts">
      <div>
        <dt>{t('coupon.detail.validity')}</dt>
        <dd>
          {t('coupon.detail.validRange', {
            from: formatDate(coupon.validFrom, 'short'),
            until: formatDate(lastValidInstant(coupon.validUntil), 'short'),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('coupon.detail.source')}</dt>
        <dd>{t(`coupon.detail.sources.${coupon.source}`)}</dd>
      </div>
      <div>
        <dt>{t('coupon.detail.receivedAt')}</dt>
        <dd>{formatDate(coupon.receivedAt, 'long')}</dd>
      </div>
    </dl>
  );
}

/** The code the counter scans or types: shown while the coupon can still be used. */
function CodeBox({ code }: { code: string }) {
  const t = useT();
  return (
    <section className="coupon-code card" aria-labelledby="coupon-code-title">
      <h2 className="coupon-section__title" id="coupon-code-title">
        {t('coupon.detail.code')}
      </h2>
      <p className="coupon-code__value" data-testid="coupon-code">
        {code}
      </p>
      <p className="coupon-code__hint">{t('coupon.detail.codeHint')}</p>
    </section>
  );
}

function DetailBody({ coupon }: { coupon: MemberCouponDetailOut }) {
  const t = useT();
  const words = useWords(coupon.names);
  const usable = isUsable(coupon.state);
  return (
    <>
      <CouponCard
        rule={coupon.rule}
        name={coupon.name}
        words={words}
        muted={!usable}
        marks={stateMarks(coupon.state, t)}
        testId="coupon-detail-card"
      />
      {coupon.description ? <p className="coupon-description">{coupon.description}</p> : null}
      {usable ? <CodeBox code={coupon.code} /> : null}
      <Facts coupon={coupon} />
      <RuleList rule={coupon.rule} words={words} />
      {coupon.openTransfer ? (
        <p className="coupon-notice" data-testid="coupon-open-transfer">
          {t('coupon.share.open', { time: formatDate(coupon.openTransfer.expiresAt, 'shortMDHM') })}
        </p>
      ) : null}
      {usable ? (
        <div className="coupon-bar">
          {coupon.canTransfer ? (
            <Button
              variant="secondary"
              onClick={() => navigate(sharePath, { id: String(coupon.id) })}
              data-testid="coupon-give"
            >
              {t('coupon.detail.give')}
            </Button>
          ) : null}
          {coupon.state === 'valid' || coupon.state === 'aboutToExpire' ? (
            <Button
              onClick={() => {
                applyCouponAtNextSettlement(coupon.id);
                navigate(menuPath);
              }}
              data-testid="coupon-use-now"
            >
              {t('coupon.detail.useNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** A held coupon's detail (My coupons with ?id=): its face, the code for the counter, validity, rules in words. */
export function CouponDetail({ id }: { id: number | null }) {
  const t = useT();
  const coupon = useMemberCoupon(id);
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t('coupon.detail.title')} />
      <QueryBody named={id !== null} query={coupon}>
        {(data) => <DetailBody coupon={data} />}
      </QueryBody>
    </div>
  );
}
