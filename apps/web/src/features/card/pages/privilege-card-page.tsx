import type { PrivilegeCardOut } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { minePath, mineQuery } from '../../coupon/index.ts';
import { usePrivilegeCard } from '../api/privilege.ts';
import { CardDescription, CardDetailPage, CardHero, CardPending } from '../components/card-detail.tsx';
import { PrivilegeBenefits } from '../components/privilege-benefits.tsx';
import { isUsable } from '../state/card-words.ts';
import { buyPrivilegePath } from '../state/privilege-paths.ts';
import { periodWords } from '../state/privilege-words.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/privilege.css';

/** The card's figure: the days left large, the months bought; renewing it. */
function Summary({ card }: { card: PrivilegeCardOut }) {
  const t = useT();
  const refusal = card.renewal.refusal
    ? t(`errors.${card.renewal.refusal}`, { Limit: card.renewal.buyLimit ?? 0 })
    : null;
  return (
    <CardHero
      card={card}
      testPrefix="privilege"
      className=" privilege-hero"
      figure={
        <>
          <span className="card-hero__left" data-testid="privilege-days-left">
            {card.daysLeft}
          </span>
          <span className="card-hero__total">{t('card.privilege.daysLeft')}</span>
        </>
      }
      lines={
        <p className="card-hero__line" data-testid="privilege-months">
          {t('card.privilege.monthsBought', {
            period: periodWords(card.privilege.periodMonths, t),
            count: card.months,
          })}
        </p>
      }
      after={
        refusal ? (
          <p className="card-hero__line" data-testid="privilege-renew-refusal">
            {refusal}
          </p>
        ) : (
          <Button
            block
            onClick={() => redirect(buyPrivilegePath, { id: String(card.productId) })}
            data-testid="privilege-renew"
          >
            {t(isUsable(card.state) ? 'card.privilege.renew' : 'card.privilege.buyAgain')}
          </Button>
        )
      }
    />
  );
}

/** The months given their coupons (newest first), when the next come, and the way to the coupons themselves. */
function Grants({ card }: { card: PrivilegeCardOut }) {
  const t = useT();
  const day = useCardDay();
  const titleId = useId();
  return (
    <section className="card-section" aria-labelledby={titleId}>
      <h2 className="card-section__title" id={titleId}>
        {t('card.privilege.granted')}
      </h2>
      {card.grants.length === 0 ? (
        <p className="card-section__text">{t('card.privilege.noneGranted')}</p>
      ) : (
        <ul className="card-records" data-testid="privilege-grants">
          {card.grants.map((g) => (
            <li key={g.seq} className="card-record" data-testid="privilege-grant">
              <span className="card-record__main">
                <span className="card-record__reason">{t('card.privilege.month', { n: g.seq + 1 })}</span>
                <span className="card-record__meta">{day(g.at)}</span>
              </span>
              <span className="card-record__delta">
                {t('card.privilege.couponCount', { count: g.coupons })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {card.nextGrantAt ? (
        <p className="card-section__text" data-testid="privilege-next-grant">
          {t('card.privilege.nextGrant', { date: day(card.nextGrantAt) })}
        </p>
      ) : null}
      <Link
        to={minePath}
        query={mineQuery}
        className="card-section__more touch-44"
        data-testid="privilege-coupons"
      >
        {t('card.privilege.seeCoupons')}
      </Link>
    </section>
  );
}

/** The card's records: bought, renewed, refunded, with their orders. */
function Records({ card }: { card: PrivilegeCardOut }) {
  const t = useT();
  const when = useCardDay('long');
  const titleId = useId();
  return (
    <section className="card-section" aria-labelledby={titleId}>
      <h2 className="card-section__title" id={titleId}>
        {t('card.detail.records')}
      </h2>
      <ul className="card-records" data-testid="card-records">
        {card.records.map((r) => (
          <li key={r.id} className="card-record" data-testid="card-record">
            <span className="card-record__main">
              <span className="card-record__reason">{t(`card.records.reason.${r.reason}`)}</span>
              <span className="card-record__meta">{when(r.at)}</span>
              {r.orderNo ? (
                <span className="card-record__meta">{t('card.records.order', { orderNo: r.orderNo })}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CardBody({ id }: { id: number | null }) {
  const card = usePrivilegeCard(id);
  const benefitsId = useId();
  if (id === null || card.isError || !card.data) return <CardPending id={id} card={card} />;
  return (
    <>
      <Summary card={card.data} />
      <PrivilegeBenefits terms={card.data.privilege} titleId={benefitsId} />
      <Grants card={card.data} />
      <CardDescription text={card.data.description} />
      <Records card={card.data} />
    </>
  );
}

/**
 * A held privilege card (SPEC §2 coupons/couponPrivilegeCardDetails?id=…): the days left and its last day on the
 * store's calendar, renewing it (from its end), what each month gives, the months given their coupons and when the
 * next come, and its records.
 */
export function PrivilegeCardPage() {
  return <CardDetailPage title="card.privilege.detailTitle" body={(id) => <CardBody id={id} />} />;
}
