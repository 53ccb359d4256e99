import type { BargainActivityOut, BargainOut } from '@shop/contracts';
import { formatMoney, toMinor } from '@shop/domain';
import { useContext, useId } from 'react';
import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { formatDate, formatDuration } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { bargainPath } from '../state/use-bargain-buy.ts';
import { BoxPicture } from './box-picture.tsx';

/** Decimals as text in sentences, with the store's currency: "¥58.00". */
export function useMoney(): (amount: number) => string {
  const currency = useContext(CurrencyContext);
  return (amount) => formatMoney(toMinor(amount), currency);
}

/** How far the friends have taken the price from the start towards the floor, 0–100. */
export function cutPercent(bargain: Pick<BargainOut, 'price' | 'floor' | 'currentPrice'>): number {
  const span = toMinor(bargain.price) - toMinor(bargain.floor);
  if (span <= 0) return 100;
  const done = toMinor(bargain.price) - toMinor(bargain.currentPrice);
  return Math.min(100, Math.max(0, Math.round((done / span) * 100)));
}

/** One activity on the list of those on now: picture, name, price to floor, how many friends it takes. */
export function ActivityCard({ activity }: { activity: BargainActivityOut }) {
  const t = useT();
  const money = useMoney();
  return (
    <button
      type="button"
      className="bg-card"
      onClick={() => navigate(bargainPath, { id: String(activity.id) })}
      data-testid="bargain-activity"
    >
      <BoxPicture src={activity.image} size={72} />
      <span className="bg-card__text">
        <span className="bg-card__name">{activity.name}</span>
        <span className="bg-card__meta">
          {t('marketing.bargain.friendsTakeIt', { count: activity.helpers, floor: money(activity.floor) })}
        </span>
      </span>
      <span className="bg-card__prices">
        <Price minor={toMinor(activity.floor)} original={toMinor(activity.price)} size="md" />
      </span>
    </button>
  );
}

/** "12 min 3 s left" towards `endAt` by the server's clock; before `startAt`, when it starts; then that it is over. */
export function BargainCountdown({
  endAt,
  startAt,
  onEnd,
}: {
  endAt: string;
  startAt?: string;
  onEnd?: () => void;
}) {
  const t = useT();
  const parts = useCountdown(endAt, { startAt, onEnd });
  // An activity open for months would read "8759 h …": whole days go first.
  const time =
    parts.d > 0
      ? t('marketing.bargain.countdown.days', { d: parts.d, time: formatDuration({ ...parts, d: 0 }) })
      : formatDuration(parts);
  const text = parts.timeOver
    ? t('marketing.bargain.countdown.over')
    : parts.isBeforeStart
      ? t('marketing.bargain.countdown.before', { time })
      : t('marketing.bargain.countdown.running', { time });
  return (
    <span className="bg-countdown" role="timer" data-testid="bargain-countdown">
      {text}
    </span>
  );
}

/** An activity's head: picture, name, description, its prices, the friends it takes and its window. */
export function ActivityHero({ activity }: { activity: BargainActivityOut }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="bg-hero" data-testid="bargain-hero">
      <BoxPicture src={activity.image} size={96} eager />
      <div className="bg-hero__text">
        <h2 className="bg-hero__name">{activity.name}</h2>
        {activity.description ? <p className="bg-line">{activity.description}</p> : null}
        <dl className="bg-facts">
          <div>
            <dt>{t('marketing.bargain.startPrice')}</dt>
            <dd data-testid="bargain-start-price">{money(activity.price)}</dd>
          </div>
          <div>
            <dt>{t('marketing.bargain.floorPrice')}</dt>
            <dd data-testid="bargain-floor-price">{money(activity.floor)}</dd>
          </div>
          <div>
            <dt>{t('marketing.bargain.helpersNeeded')}</dt>
            <dd>{activity.helpers}</dd>
          </div>
        </dl>
        <p className="bg-line">
          {t('marketing.bargain.until', { date: formatDate(activity.endsAt, 'short') })}
        </p>
      </div>
    </section>
  );
}

/** Where a bargain stands: the price now (big), the bar from start to floor, the friends so far, the time left. */
export function BargainProgress({ bargain, onEnd }: { bargain: BargainOut; onEnd?: () => void }) {
  const t = useT();
  const money = useMoney();
  const labelId = useId();
  const percent = cutPercent(bargain);
  const live = bargain.status === 'in_progress' || bargain.status === 'success';
  return (
    <div className="bg-progress" data-testid="bargain-progress">
      <p className="bg-progress__label">{t('marketing.bargain.priceNow')}</p>
      <p className="bg-progress__price" data-testid="bargain-current-price">
        <Price minor={toMinor(bargain.currentPrice)} original={toMinor(bargain.price)} size="lg" />
      </p>
      <span className="visually-hidden" id={labelId}>
        {t('marketing.bargain.progress')}
      </span>
      <div
        className="bg-bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('marketing.bargain.progressText', {
          price: money(bargain.currentPrice),
          floor: money(bargain.floor),
        })}
      >
        <span className="bg-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="bg-progress__ends">
        <span>{money(bargain.price)}</span>
        <span>{money(bargain.floor)}</span>
      </p>
      <p className="bg-line" data-testid="bargain-helpers">
        {t('marketing.bargain.helpedCount', { done: bargain.helpersDone, helpers: bargain.helpers })}
      </p>
      {live ? <BargainCountdown endAt={bargain.endsAt} onEnd={onEnd} /> : null}
    </div>
  );
}

/** The friends' cuts, the newest first, each friend's name masked. */
export function BargainCuts({ bargain }: { bargain: BargainOut }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="bg-section" aria-labelledby="bg-cuts-title">
      <h2 className="bg-section__title" id="bg-cuts-title">
        {t('marketing.bargain.cuts')}
      </h2>
      {bargain.cuts.length === 0 ? (
        <p className="bg-line">{t('marketing.bargain.noCuts')}</p>
      ) : (
        <ul className="bg-cuts" data-testid="bargain-cuts">
          {bargain.cuts.map((cut) => (
            <li key={`${cut.helperName}-${cut.at}`} className="bg-cuts__row" data-testid="bargain-cut">
              <span className="bg-cuts__name">{cut.helperName}</span>
              <span className="bg-cuts__amount">
                {t('marketing.bargain.cutBy', { amount: money(cut.cut) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's bargains with where each stands; each opens its page. */
export function MyBargains({ bargains }: { bargains: BargainOut[] }) {
  const t = useT();
  const money = useMoney();
  if (bargains.length === 0) return <p className="bg-line">{t('marketing.bargain.noMine')}</p>;
  return (
    <ul className="bg-mine" data-testid="bargain-mine">
      {bargains.map((b) => (
        <li key={b.id}>
          <button
            type="button"
            className="bg-mine__row"
            onClick={() => navigate(bargainPath, { id: String(b.activityId), bargain: String(b.id) })}
            data-testid="bargain-mine-row"
          >
            <span className="bg-card__text">
              <span className="bg-card__name">{b.name}</span>
              <span className="bg-card__meta">
                {money(b.currentPrice)} · {formatDate(b.createdAt, 'shortMDHM')}
              </span>
            </span>
            <span className={`bg-status bg-status--${b.status}`}>
              {t(`marketing.bargain.status.${b.status}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
