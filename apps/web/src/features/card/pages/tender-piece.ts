import { registerSettlementSlot } from '../../checkout/index.ts';
import { PrepaidTenderChoice } from '../components/prepaid-tender-choice.tsx';
import '../components/prepaid-tender-choice.css';

/**
 * The card area's prepaid and shopping cards paying at settlement (split tender, decisions 061 and 063,
 * `tenderCardIds`), beside the pay method: the route table loads this module with the settlement page and calls
 * it, as it does the pass cards'.
 */
export function registerPrepaidTenderPiece(): void {
  registerSettlementSlot({
    key: 'card:tender',
    place: 'payment',
    field: 'tenderCardIds',
    // A parallel order or the counter spent the card first, or it ended or was disabled, or a shopping card covers
    // nothing left in the cart: priced again without it.
    staleOn: [
      'CARD_BALANCE_INSUFFICIENT',
      'CARD_DISABLED',
      'CARD_EXPIRED',
      'CARD_NOT_FOUND',
      'CARD_NOTHING_COVERED',
    ],
    Piece: PrepaidTenderChoice,
  });
}
