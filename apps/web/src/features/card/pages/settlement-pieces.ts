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
    // Another order or the counter took the card's last time, or it covers nothing now: priced again without it.
    staleOn: ['CARD_USED_UP', 'CARD_NOTHING_COVERED', 'CARD_EXPIRED', 'CARD_NOT_FOUND'],
    Piece: PassCardChoice,
  });
}
