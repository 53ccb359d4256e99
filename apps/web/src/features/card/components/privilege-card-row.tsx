import type { MemberCardOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import './privilege.css';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { privilegeCardPath } from '../state/privilege-paths.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** One of the member's privilege cards in its tab: its name, state and the last day it runs, leading to its page. */
export function PrivilegeCardRow({ card }: { card: MemberCardOut }) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <Link
      to={privilegeCardPath}
      query={{ id: String(card.id) }}
      className={`pass-card privilege-card${isUsable(card.state) ? '' : ' pass-card--muted'}`}
      data-testid={`privilege-card-${card.id}`}
    >
      <span className="pass-card__face privilege-card__face" aria-hidden="true">
        VIP
      </span>
      <span className="pass-card__body">
        <span className="pass-card__name">{card.name}</span>
        <span className="pass-card__line">{heldValidity(card, t, day)}</span>
        {mark ? (
          <span className="pass-card__mark" data-testid="privilege-card-mark">
            {mark}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
