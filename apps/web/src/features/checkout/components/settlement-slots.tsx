import type { SettlementPreviewOut } from '@shop/contracts';
import { type SlotPlace, settlementSlots } from '../state/settlement-slots.ts';
import type { Settlement } from '../state/use-settlement.ts';

/** The pieces other areas registered for one place of the settlement page, each with its own field's choice. */
export function SettlementSlots({
  place,
  s,
  preview,
}: {
  place: SlotPlace;
  s: Settlement;
  preview: SettlementPreviewOut;
}) {
  return settlementSlots(place).map(({ key, field, Piece }) => (
    <Piece
      key={key}
      preview={preview}
      chosen={s.slots.fields[field] ?? []}
      choose={(ids) => s.chooseSlot(field, ids)}
      busy={s.slots.busy || s.coupons.busy}
    />
  ));
}
