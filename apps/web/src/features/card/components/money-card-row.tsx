import type { MemberCardOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { prepaidCardPath, shoppingCardPath } from '../state/card-paths.ts';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** The money card kinds: a prepaid card (spent on anything) and a shopping card (only on what it covers). */
export type MoneyKind = 'prepaid' | 'shopping';

/** A money card's page, by its kind. */
export const moneyCardPath = (kind: MoneyKind) => (kind === 'shopping' ? shoppingCardPath : prepaidCardPath);

/**
 * One of the member's prepaid or shopping cards in its tab: the balance, its name, the last digits, state and
 * validity. Test ids are the kind's (prepaid-card-…, shopping-card-…).
 */
export function MoneyCardRow({ card, kind }: { card: MemberCardOut; kind: MoneyKind }) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <Link
      to={moneyCardPath(kind)}
      query={{ id: String(card.id) }}
      className={`pass-card${isUsable(card.state) ? '' : ' pass-card--muted'}`}
      data-testid={`${kind}-card-${card.id}`}
    >
      <span className="pass-card__face pass-card__face--money" data-testid={`${kind}-card-balance`}>
        <Price minor={toMinor(card.balance ?? 0)} size="md" />
      </span>
      <span className="pass-card__body">
        <span className="pass-card__name">{card.name}</span>
        <span className="pass-card__line">
          {t('card.prepaid.numberEnd', { digits: card.number.slice(-4) })}
        </span>
        <span className="pass-card__line">{heldValidity(card, t, day)}</span>
        {mark ? <span className="pass-card__mark">{mark}</span> : null}
      </span>
    </Link>
  );
}
