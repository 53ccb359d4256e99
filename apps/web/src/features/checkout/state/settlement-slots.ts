import type { checkoutEndpoints, RequestOf, SettlementPreviewOut } from '@shop/contracts';
import type { ComponentType } from 'react';
import type { PlaceFastRequest } from '../api/place-fast.ts';

/**
 * The request fields a registered piece chooses (ids of what the member holds: the pass cards that cover items,
 * the prepaid cards that pay). Each is a field of every settlement ask and of placefast alike (checked below),
 * so checkout sends them without knowing what they name.
 */
export type SlotField = 'cardIds' | 'tenderCardIds';
type SettlementRequest = RequestOf<typeof checkoutEndpoints.indexNoDiscount>;
type Both = keyof SettlementRequest & keyof PlaceFastRequest;
// A field missing from either contract would make this line fail to compile.
const sentEverywhere: SlotField extends Both ? true : never = true;
void sentEverywhere;

/** What the pieces chose, by field ([] or absent: nothing). */
export type SlotFields = Partial<Record<SlotField, number[]>>;

/** Where on the settlement page a piece stands: with the discounts (after coupons), or with the payment. */
export type SlotPlace = 'offers' | 'payment';

/** What a piece is given: the preview as priced now, its field's ids, and the way to change them. */
export interface SettlementSlotProps {
  preview: SettlementPreviewOut;
  /** The ids its field sends now. */
  chosen: number[];
  /** Prices the settlement with these ids; true once the server priced it (a refusal is said and the ids kept). */
  choose: (ids: number[]) => Promise<boolean>;
  /** A choice (of any piece or of the coupons) is being priced. */
  busy: boolean;
}

/** A piece another area puts on the settlement page (decision 058's shape: the route table loads it with the page). */
export interface SettlementSlot {
  /** Tells pieces apart (registering the same key again replaces, so a reloaded module does not add a second). */
  key: string;
  place: SlotPlace;
  /** The request field its ids go in. */
  field: SlotField;
  /** Placefast refusals that mean its choice is gone (another order took it): the field is emptied and re-priced. */
  staleOn?: readonly string[];
  Piece: ComponentType<SettlementSlotProps>;
}

const slots = new Map<string, SettlementSlot>();

/** Adds (or replaces) a piece of the settlement page. */
export function registerSettlementSlot(slot: SettlementSlot): void {
  slots.set(slot.key, slot);
}

/** The pieces registered, in registration order; of one place when named. */
export function settlementSlots(place?: SlotPlace): SettlementSlot[] {
  const all = [...slots.values()];
  return place ? all.filter((slot) => slot.place === place) : all;
}

/** The fields with ids in them, as a request spreads them (an empty choice is left out, as the server's default). */
export function slotBody(fields: SlotFields | undefined): SlotFields {
  const out: SlotFields = {};
  for (const [field, ids] of Object.entries(fields ?? {}) as Array<[SlotField, number[] | undefined]>)
    if (ids && ids.length > 0) out[field] = ids;
  return out;
}

/** The fields in a query key: the same choice, in whatever order it was made, is the same key. */
export function slotKey(fields: SlotFields | undefined): string {
  const body = slotBody(fields);
  return (Object.keys(body) as SlotField[])
    .sort()
    .map((field) => `${field}=${[...body[field]!].sort((a, b) => a - b).join(',')}`)
    .join(';');
}
