import type { SeckillSessionOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { refreshSeckills } from '../api/seckill-api.ts';
import { seckillPath } from '../state/use-seckill-buy.ts';
import { BoxPicture } from './box-picture.tsx';
import { GroupCountdown } from './group-parts.tsx';

/** The seckill price with the usual price struck through beside it. */
function SeckillPrice({ session, size }: { session: SeckillSessionOut; size: 'md' | 'lg' }) {
  return <Price minor={toMinor(session.seckillPrice)} original={toMinor(session.price)} size={size} />;
}

/** The units left against the stock as a bar and in words, or "Sold out". */
export function StockBar({ session }: { session: SeckillSessionOut }) {
  const t = useT();
  const share = session.stock > 0 ? Math.round((session.remaining / session.stock) * 100) : 0;
  return (
    <span className="sk-stock" data-testid="seckill-stock">
      <span className="sk-stock__track" aria-hidden="true">
        <span className="sk-stock__fill" style={{ width: `${share}%` }} />
      </span>
      <span className="gb-line">
        {session.remaining > 0
          ? t('marketing.seckill.left', { count: session.remaining, stock: session.stock })
          : t('marketing.seckill.soldOut')}
      </span>
    </span>
  );
}

/**
 * Time to the session's next moment (SPEC §4): to its start while upcoming, to its end while running, "ended"
 * once over; at each moment the sessions are asked again, so the page moves to the next phase.
 */
export function SessionCountdown({ session }: { session: SeckillSessionOut }) {
  const t = useT();
  if (session.phase === 'over') return <span className="gb-countdown">{t('errors.SECKILL_ENDED')}</span>;
  const upcoming = session.phase === 'upcoming';
  return (
    <GroupCountdown
      endAt={upcoming ? session.startsAt : session.endsAt}
      onEnd={refreshSeckills}
      words={
        upcoming
          ? { running: 'marketing.seckill.startsIn', over: 'marketing.seckill.running' }
          : {
              running: 'marketing.seckill.endsIn',
              over: 'errors.SECKILL_ENDED',
              far: 'marketing.seckill.until',
            }
      }
      testId="seckill-countdown"
    />
  );
}

/** "Running" on a session on sale now, "Coming soon" on one before its start. */
function PhaseBadge({ session }: { session: SeckillSessionOut }) {
  const t = useT();
  if (session.phase === 'over') return null;
  const running = session.phase === 'running';
  return (
    <span className={`sk-badge${running ? ' sk-badge--running' : ''}`} data-testid="seckill-phase">
      {t(running ? 'marketing.seckill.running' : 'marketing.seckill.upcoming')}
    </span>
  );
}

/** One session on the list: picture, phase, name, prices, stock and countdown; opens its page. */
export function SessionCard({ session }: { session: SeckillSessionOut }) {
  return (
    <button
      type="button"
      className="gb-card"
      onClick={() => navigate(seckillPath, { id: String(session.id) })}
      data-testid="seckill-session"
    >
      <BoxPicture src={session.image} size={72} />
      <span className="gb-card__text">
        <PhaseBadge session={session} />
        <span className="gb-card__name">{session.name}</span>
        <SeckillPrice session={session} size="md" />
        <StockBar session={session} />
        <SessionCountdown session={session} />
      </span>
    </button>
  );
}

/** The session's limits in words ("Limit 2 per member", "2 per order"), those it has. */
function Limits({ session }: { session: SeckillSessionOut }) {
  const t = useT();
  const lines = [
    session.perMemberLimit === null
      ? null
      : t('marketing.seckill.perMember', { count: session.perMemberLimit }),
    session.perOrderLimit === null ? null : t('marketing.seckill.perOrder', { count: session.perOrderLimit }),
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul className="sk-limits" data-testid="seckill-limits">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** A session's head: picture, phase, name, description, prices, stock, limits and its countdown. */
export function SessionHero({ session, bought }: { session: SeckillSessionOut; bought: number | null }) {
  const t = useT();
  return (
    <section className="gb-hero" data-testid="seckill-hero">
      <BoxPicture src={session.image} size={96} eager />
      <div className="gb-hero__text">
        <PhaseBadge session={session} />
        <h2 className="gb-hero__name">{session.name}</h2>
        {session.description ? <p className="gb-line">{session.description}</p> : null}
        <SeckillPrice session={session} size="lg" />
        <StockBar session={session} />
        <Limits session={session} />
        {bought ? (
          <p className="gb-line" data-testid="seckill-bought">
            {t('marketing.seckill.bought', { count: bought })}
          </p>
        ) : null}
        <SessionCountdown session={session} />
      </div>
    </section>
  );
}
