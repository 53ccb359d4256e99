import type { PassCardOfferOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import type { SettlementSlotProps } from '../../checkout/index.ts';
import { useDropStaleChoice } from './drop-stale-choice.ts';

/** One pass card of the settlement: its times left, what it covers and saves here, or why it cannot. */
function PassCardOption({
  offer,
  on,
  busy,
  onToggle,
}: {
  offer: PassCardOfferOut;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const what = offer.usable
    ? t(offer.covers === 1 ? 'card.settle.coversOne' : 'card.settle.covers', {
        count: offer.covers,
        saving: formatMoney(toMinor(offer.saving), currency),
      })
    : t(`errors.${offer.reason ?? 'CARD_NOTHING_COVERED'}`);
  const hintId = `pass-card-offer-${offer.id}-what`;
  return (
    <li
      className={`pass-choice${offer.usable ? '' : ' pass-choice--muted'}`}
      data-testid={`pass-card-offer-${offer.id}`}
    >
      <label className="pass-choice__label">
        <span className="pass-choice__body">
          <span className="pass-choice__name">{offer.name}</span>
          <span className="pass-choice__left">{t('card.settle.left', { left: offer.timesLeft })}</span>
          <span
            id={hintId}
            className={offer.usable ? 'pass-choice__saving' : 'pass-choice__why'}
            data-testid="pass-card-offer-what"
          >
            {what}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="pass-choice__switch"
          checked={on}
          aria-checked={on}
          // A card chosen earlier that no longer covers anything can still be let go.
          disabled={busy || (!offer.usable && !on)}
          onChange={onToggle}
          aria-describedby={hintId}
          data-testid={`pass-card-use-${offer.id}`}
        />
      </label>
    </li>
  );
}

/**
 * The settlement's pass cards (decision 060): each card the member holds with what it would cover and save on this
 * order, and a switch to use it. Nothing is used unless switched on — a card's times are the member's to spend.
 * Switching prices the settlement again with `cardIds`, so the pass card's line shows in the totals.
 */
export function PassCardChoice({ preview, chosen, choose, busy }: SettlementSlotProps) {
  const t = useT();
  const offers = preview.passCards?.offers ?? [];
  // A card switched on that ended or was used up since is let go; one that only covers nothing here stays on (items
  // it covers may come back) and can be switched off.
  const applied = preview.passCards?.chosen ?? [];
  const dropped = offers
    .filter((o) => chosen.includes(o.id) && !applied.includes(o.id))
    .filter((o) => !o.usable && o.reason !== null && o.reason !== 'CARD_NOTHING_COVERED')
    .map((o) => o.id);
  useDropStaleChoice(chosen, dropped, busy, choose);
  if (offers.length === 0) return null;
  const toggle = (id: number) =>
    void choose(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <section
      className="settle-card card pass-choices"
      aria-labelledby="pass-choices-title"
      data-testid="pass-cards"
    >
      <h2 className="settle-card__title" id="pass-choices-title">
        {t('card.settle.title')}
      </h2>
      <ul className="pass-choices__list">
        {offers.map((offer) => (
          <PassCardOption
            key={offer.id}
            offer={offer}
            on={chosen.includes(offer.id)}
            busy={busy}
            onToggle={() => toggle(offer.id)}
          />
        ))}
      </ul>
    </section>
  );
}
