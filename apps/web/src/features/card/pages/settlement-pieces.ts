import { registerSettlementSlot } from '../../checkout/index.ts';
import { PassCardChoice } from '../components/pass-card-choice.tsx';
import '../components/pass-card-choice.css';

/**
 * The card area's pieces of the settlement page: the pass cards that cover items (decision 060, `cardIds`). The
 * route table loads this module with the settlement page and calls it (withParts, decision 058), so checkout shows
 * them without naming the card area; a call, as the build drops a dynamically imported module's bare statements.
 */
export function registerCardSettlementPieces(): void {
  registerSettlementSlot({
    key: 'card:pass',
    place: 'offers',
    field: 'cardIds',
    // Every refusal placefast gives a chosen pass card (the server's passCardOffer: requireChosen, requireApplied,
    // its placing piece): another order or the counter took its last time, it ended, was disabled, is not yet valid,
    // is not usable in this store, covers nothing now or is no longer the member's. Priced again without it.
    staleOn: [
      'CARD_USED_UP',
      'CARD_NOTHING_COVERED',
      'CARD_EXPIRED',
      'CARD_NOT_STARTED',
      'CARD_DISABLED',
      'CARD_WRONG_STORE',
      'CARD_NOT_FOUND',
    ],
    Piece: PassCardChoice,
  });
}
