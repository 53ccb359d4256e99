import { registerSettlementSlot } from '../../checkout/index.ts';
import { PrepaidTenderChoice } from '../components/prepaid-tender-choice.tsx';
import '../components/prepaid-tender-choice.css';

/**
 * The card area's prepaid cards paying at settlement (split tender, decision 061, `tenderCardIds`), beside the pay
 * method: the route table loads this module with the settlement page and calls it, as it does the pass cards'.
 */
export function registerPrepaidTenderPiece(): void {
  registerSettlementSlot({
    key: 'card:tender',
    place: 'payment',
    field: 'tenderCardIds',
    // A parallel order or the counter spent the card first, or it ended or was disabled: priced again without it.
    staleOn: ['CARD_BALANCE_INSUFFICIENT', 'CARD_DISABLED', 'CARD_EXPIRED', 'CARD_NOT_FOUND'],
    Piece: PrepaidTenderChoice,
  });
}
