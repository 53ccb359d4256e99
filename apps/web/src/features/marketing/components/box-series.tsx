import type { BlindBoxDetailOut, BlindBoxOrderOut, BlindBoxSeriesOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { blindBoxPath } from '../state/use-box-buy.ts';
import { BoxPicture } from './box-picture.tsx';

/** Basis points as the page shows odds: "33.3%". */
function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(1)}%`;
}

/** One series on the list of those on now: picture, name, price, what is left; opens its page. */
export function SeriesCard({ series }: { series: BlindBoxSeriesOut }) {
  const t = useT();
  return (
    <button
      type="button"
      className="bb-card"
      onClick={() => navigate(blindBoxPath, { id: String(series.id) })}
      data-testid="blind-box-series"
    >
      <BoxPicture src={series.image} size={72} />
      <span className="bb-card__text">
        <span className="bb-card__name">{series.name}</span>
        <span className="bb-card__meta">{t('marketing.blindBox.left', { count: series.remaining })}</span>
      </span>
      <Price minor={toMinor(series.price)} size="md" />
    </button>
  );
}

/** A series' head: its picture, name, description, window and guarantee, and the member's run in it. */
export function SeriesHero({ series }: { series: BlindBoxDetailOut }) {
  const t = useT();
  return (
    <section className="bb-hero" data-testid="blind-box-hero">
      <BoxPicture src={series.image} size={96} eager />
      <div className="bb-hero__text">
        <h2 className="bb-hero__name">{series.name}</h2>
        {series.description ? <p className="bb-hero__line">{series.description}</p> : null}
        <p className="bb-hero__line">
          {t('marketing.blindBox.until', { date: formatDate(series.endsAt, 'short') })} ·{' '}
          {t('marketing.blindBox.left', { count: series.remaining })}
        </p>
        {series.guaranteeAfter !== null ? (
          <p className="bb-hero__line" data-testid="blind-box-guarantee">
            {t('marketing.blindBox.guarantee', { count: series.guaranteeAfter })}
            {series.sincePrize !== null
              ? ` ${t('marketing.blindBox.sincePrize', { count: series.sincePrize })}`
              : ''}
          </p>
        ) : null}
        {series.buyLimit !== null ? (
          <p className="bb-hero__line">{t('marketing.blindBox.limit', { count: series.buyLimit })}</p>
        ) : null}
      </div>
    </section>
  );
}

/** The pool with each item's odds now (what is left of it over what is left in all), always true to the stock. */
export function SeriesPool({ series }: { series: BlindBoxDetailOut }) {
  const t = useT();
  return (
    <section className="bb-section" aria-labelledby="bb-pool-title">
      <h2 className="bb-section__title" id="bb-pool-title">
        {t('marketing.blindBox.pool')}
      </h2>
      <ul className="bb-pool" data-testid="blind-box-pool">
        {series.items.map((item) => (
          <li key={item.id} className={`bb-pool__item${item.remaining === 0 ? ' bb-pool__item--gone' : ''}`}>
            <BoxPicture src={item.image} size={56} />
            <span className="bb-pool__name">
              {item.name}
              {item.prize ? <span className="bb-badge">{t('marketing.blindBox.prize')}</span> : null}
            </span>
            <span className="bb-pool__odds" data-testid="blind-box-odds">
              {percent(item.oddsBasisPoints)}
              <span className="bb-pool__left">{t('marketing.blindBox.left', { count: item.remaining })}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="bb-hero__line">{t('marketing.blindBox.oddsNote')}</p>
    </section>
  );
}

/** The member's boxes: what each gave, or where it stands (waiting for payment, refunded). */
export function MyBoxes({ orders }: { orders: BlindBoxOrderOut[] }) {
  const t = useT();
  if (orders.length === 0) return <p className="bb-hero__line">{t('marketing.blindBox.noBoxes')}</p>;
  return (
    <ul className="bb-mine" data-testid="blind-box-mine">
      {orders.map((order) => (
        <li key={order.orderNo} className="bb-mine__row">
          <span className="bb-mine__what">
            <span className="bb-mine__name">{order.item?.name ?? order.seriesName}</span>
            <span className="bb-card__meta">
              {order.orderNo} · {formatDate(order.createdAt, 'shortMDHM')}
            </span>
          </span>
          <span className="bb-card__meta">
            {order.item
              ? order.item.prize
                ? t('marketing.blindBox.prize')
                : order.seriesName
              : t(`marketing.blindBox.status.${order.status === 'unpaid' ? 'unpaid' : 'closed'}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
