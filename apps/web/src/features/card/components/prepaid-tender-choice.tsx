import type { SettlementTendersOut, TenderCardOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatList, formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { CurrencyContext } from '../../../ui/price.tsx';
import type { SettlementSlotProps } from '../../checkout/index.ts';
import { useDropStaleChoice } from './drop-stale-choice.ts';

/** As many cards as tenderCardIds takes (its contract's max): a sixth would be refused by the request itself. */
export const tenderCardsMax = 5;

/** Why a card not chosen cannot be switched on now; null when it can. */
function heldBack(offer: TenderCardOut, tenders: SettlementTendersOut, chosenCount: number): TextKey | null {
  if (!offer.usable) return `errors.${offer.reason ?? 'CARD_BALANCE_INSUFFICIENT'}`;
  // The cards chosen already pay it all: another would pay nothing, so it is not offered.
  if (toMinor(tenders.rest) <= 0) return 'card.tender.nothingLeft';
  if (chosenCount >= tenderCardsMax) return 'card.tender.limit';
  return null;
}

/**
 * One prepaid or shopping card at the settlement: its balance (and what a shopping card pays for), and what it pays
 * of this order, could pay, or why not.
 */
function TenderCardOption({
  offer,
  on,
  why,
  busy,
  onToggle,
}: {
  offer: TenderCardOut;
  on: boolean;
  /** The message key of why it cannot be switched on (not for a card already on, which can always be let go). */
  why: TextKey | null;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const money = (amount: number) => formatMoney(toMinor(amount), currency);
  const what = on
    ? t('card.tender.pays', { amount: money(offer.pays) })
    : why
      ? t(why, { count: tenderCardsMax })
      : t('card.tender.canPay', { amount: money(offer.pays) });
  const hintId = `tender-card-${offer.id}-what`;
  const muted = !on && why !== null;
  return (
    <li
      className={`tender-choice${muted ? ' tender-choice--muted' : ''}`}
      data-testid={`tender-card-offer-${offer.id}`}
    >
      <label className="tender-choice__label">
        <input
          type="checkbox"
          className="tender-choice__box"
          checked={on}
          // A chosen card that can no longer pay (spent at the counter meanwhile) can still be let go.
          disabled={busy || muted}
          onChange={onToggle}
          aria-describedby={hintId}
          data-testid={`tender-card-use-${offer.id}`}
        />
        <span className="tender-choice__body">
          <span className="tender-choice__name">
            {offer.name}
            <span className="tender-choice__number">
              {t('card.prepaid.numberEnd', { digits: offer.number.slice(-4) })}
            </span>
          </span>
          <span className="tender-choice__balance">
            {t('card.tender.balance', { amount: money(offer.balance) })}
          </span>
          {offer.kind === 'shopping' ? (
            // A shopping card pays only these: what it pays here is at most what they come to.
            <span className="tender-choice__covers" data-testid="tender-card-offer-covers">
              {offer.covers.length > 0
                ? t('card.shopping.usableOn', { names: formatList(offer.covers) })
                : t('card.shopping.anyItem')}
            </span>
          ) : null}
          <span
            id={hintId}
            className={muted ? 'tender-choice__why' : 'tender-choice__pays'}
            data-testid="tender-card-offer-what"
          >
            {what}
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * The settlement's prepaid and shopping cards (decisions 061, 063): each card the preview offers with its balance
 * and what it pays here, or why it cannot, and a tick to pay with it. A card is a tender, not a discount: the order's
 * total stays as priced, and the preview splits it — what the chosen cards pay (shopping cards first, on the items
 * they cover; each kind soonest-expiring first) and the rest, left to the pay method below. Nothing is spent unless ticked; each tick prices the settlement again (`tenderCardIds`).
 */
export function PrepaidTenderChoice({ preview, chosen, choose, busy }: SettlementSlotProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const tenders = preview.tenders;
  // A ticked card that can no longer pay (the counter spent it, it ended) is let go, as the server left it out.
  const dropped = (tenders?.offers ?? [])
    .filter((o) => chosen.includes(o.id) && !tenders?.chosen.includes(o.id) && o.reason !== null)
    .map((o) => o.id);
  useDropStaleChoice(chosen, dropped, busy, choose);
  if (!tenders || tenders.offers.length === 0) return null;
  const money = (amount: number) => formatMoney(toMinor(amount), currency);
  const toggle = (id: number) =>
    void choose(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  const paying = chosen.length > 0;
  return (
    <section
      className="settle-card card tender-choices"
      aria-labelledby="tender-choices-title"
      data-testid="tender-cards"
    >
      <h2 className="settle-card__title" id="tender-choices-title">
        {t('card.tender.title')}
      </h2>
      <ul className="tender-choices__list">
        {tenders.offers.map((offer) => {
          const on = chosen.includes(offer.id);
          return (
            <TenderCardOption
              key={offer.id}
              offer={offer}
              on={on}
              why={on ? null : heldBack(offer, tenders, chosen.length)}
              busy={busy}
              onToggle={() => toggle(offer.id)}
            />
          );
        })}
      </ul>
      {paying ? (
        // The split as the server made it: the cards' part and the rest add up to the order's total.
        <dl className="settle-totals tender-choices__split" data-testid="tender-split">
          <div className="settle-totals__row">
            <dt>{t('card.tender.total')}</dt>
            <dd data-testid="tender-total">{money(preview.summary.amount)}</dd>
          </div>
          <div className="settle-totals__row">
            <dt>{t('card.tender.cardsPay')}</dt>
            <dd data-testid="tender-cards-pay">{money(tenders.cardsPay)}</dd>
          </div>
          <div className="settle-totals__row settle-totals__row--sum">
            <dt>{t('card.tender.rest')}</dt>
            <dd data-testid="tender-rest">{money(tenders.rest)}</dd>
          </div>
        </dl>
      ) : (
        <p className="settle-note tender-choices__note">{t('card.tender.note')}</p>
      )}
    </section>
  );
}
