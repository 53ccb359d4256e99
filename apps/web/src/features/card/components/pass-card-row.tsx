import type { MemberCardOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { passCardPath } from '../state/card-paths.ts';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** One of the member's pass cards in its tab: the times left of the total, its name, state and validity. */
export function PassCardRow({ card }: { card: MemberCardOut }) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <Link
      to={passCardPath}
      query={{ id: String(card.id) }}
      className={`pass-card${isUsable(card.state) ? '' : ' pass-card--muted'}`}
      data-testid={`pass-card-${card.id}`}
    >
      <span className="pass-card__face">
        <span className="pass-card__left" data-testid="pass-card-left">
          {card.timesLeft ?? 0}
        </span>
        <span className="pass-card__total">/{card.timesTotal ?? 0}</span>
      </span>
      <span className="pass-card__body">
        <span className="pass-card__name">{card.name}</span>
        <span className="pass-card__line">
          {t('card.times.left', { left: card.timesLeft ?? 0, total: card.timesTotal ?? 0 })}
        </span>
        <span className="pass-card__line">{heldValidity(card, t, day)}</span>
        {mark ? (
          <span className="pass-card__mark" data-testid="pass-card-mark">
            {mark}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
