import type { PlaceOrderMode, SettlementPreviewOut } from '@shop/contracts';
import { effectivePayCode, isPayAtStoreCode, normalizePhone, PayCode, toMinor } from '@shop/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session.ts';
import { alertDialog, errorMessage } from '../../../ui/feedback/feedback.ts';
import { cartStore, useCart } from '../../cart/index.ts';
import { payPasswordRefusals, usePayInfo, usePayPasswordStep } from '../../payment/index.ts';
import { useOrderMode, useStore, useTextCheck } from '../../store/index.ts';
import { usePreview } from '../api/index-no-discount.ts';
import { useCouponChoice } from './coupon-choice.ts';
import { useCouponToUse } from './coupon-to-use.ts';
import { useDeliveryAddress } from './delivery-address.ts';
import { deliveryTerms, isOfferedTime, problemsFor } from './reservation-choice.ts';
import { linesToBuy } from './settlement-lines.ts';
import { type SlotField, settlementSlots } from './settlement-slots.ts';
import { useSlotChoice } from './slot-choice.ts';
import { type OrderDraft, type Refusal, useSubmitOrder } from './submit-order.ts';

export const remarkMax = 200;

// Refusals that mean the preview no longer tells the truth: ask for it again, it shows the problem in place.
const previewStale = new Set([
  'CART_CHANGED',
  'ORDER_INSUFFICIENT_STOCK',
  'CART_EMPTY_OR_UNBUYABLE',
  'ORDER_OPTIONS_REQUIRED',
  'CART_QUANTITY_LIMIT',
  'ORDER_BELOW_MINIMUM',
  'STORE_CLOSED',
  'STORE_TEMP_CLOSED',
  'STORE_RESERVATION_ONLY',
  'APPOINTMENT_TIME_INVALID',
  'ORDER_MODE_UNAVAILABLE',
  'DELIVERY_OUT_OF_RANGE',
  'DELIVERY_BELOW_MINIMUM',
  'DELIVERY_ADDRESS_REQUIRED',
  'ADDRESS_NOT_FOUND',
  'COUPON_UNAVAILABLE',
  'COUPON_NOT_FOUND',
]);

const cartStale = new Set(['CART_CHANGED', 'ORDER_INSUFFICIENT_STOCK', 'IDEMPOTENCY_CONFLICT']);

/** The time placefast is asked for: a pickup slot for self-pickup, a delivery slot for delivery; null is ASAP. */
function timeAsked(mode: PlaceOrderMode, pickup: string, delivery: string): string | null {
  if (mode === 'takeout') return pickup || null;
  if (mode === 'package') return delivery || null;
  return null;
}

/** GetPayInfo failures are shown in an error modal with the server's message (SPEC §7), once each. */
function usePayInfoAlert(error: unknown) {
  useEffect(() => {
    if (error) void alertDialog({ message: errorMessage(error) });
  }, [error]);
}

/** The preview's split when chosen prepaid cards pay part or all of the amount (decision 061), in decimals. */
export interface TenderSplit {
  cardsPay: number;
  rest: number;
  /** The cards pay it all: no pay method charges anything. */
  restNone: boolean;
}

function tenderSplit(data: SettlementPreviewOut | undefined): TenderSplit | null {
  const tenders = data?.tenders;
  if (!tenders || tenders.chosen.length === 0 || toMinor(tenders.cardsPay) <= 0) return null;
  return { cardsPay: tenders.cardsPay, rest: tenders.rest, restNone: toMinor(tenders.rest) <= 0 };
}

function passwordAmount(
  data: SettlementPreviewOut | undefined,
  split: TenderSplit | null,
  payCode: number,
): number {
  if (!data) return 0;
  if (!split || payCode === PayCode.balance) return toMinor(data.summary.amount);
  return toMinor(split.cardsPay);
}

/** Everything the settlement page shows and does: the lines, the preview, the form, the payment and the submit. */
export function useSettlement() {
  const { isLoggedIn } = useSession();
  const cart = useCart();
  const { mode } = useOrderMode();
  const { info } = useStore();
  const items = useMemo(() => linesToBuy(cart.items), [cart.items]);
  const address = useDeliveryAddress(mode === 'package');
  // The redemption offers the shopper opted in to (decision 032): part of every settlement ask and the order.
  const [redemptions, setRedemptions] = useState<number[]>([]);
  // What the pieces other areas put on the page chose (pass cards, prepaid cards): part of every ask, like redemptions.
  const slots = useSlotChoice();
  const ask = { orderMode: mode, items, addressId: address.chosen?.id, redemptions, slots: slots.fields };
  const coupons = useCouponChoice(ask);
  const asked = { ...ask, couponIds: coupons.couponIds };
  // In delivery mode the preview waits for the address list, rather than first showing "choose an address".
  const preview = usePreview(asked, mode !== 'package' || address.known);
  useCouponToUse(preview.data, coupons);
  const payInfo = usePayInfo(mode, isLoggedIn);
  usePayInfoAlert(payInfo.error);

  const [typedPhone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  // SPEC §5 text checks: a remark with a sensitive word is said in place and not sent (the server checks too).
  const remarkWord = useTextCheck(remark);
  const [pickupTime, setPickupTime] = useState('');
  const [deliveryTime, setDeliveryTime] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const lastDraft = useRef<OrderDraft | null>(null);

  const data = preview.data;
  const allOptions = payInfo.data?.payMethods ?? [];
  const balance = data?.balance ?? 0;
  const split = tenderSplit(data);
  // Beside a card, the rest is paid by balance or online: one paid at the store is refused (decision 061), so those
  // methods are left out and a pick of one falls back to the default (SPEC §4) for the rest. A card paying it all
  // still sends a method the store offers (placefast asks for one); any of them then charges nothing.
  const payable = split ? allOptions.filter((o) => !isPayAtStoreCode(o.Code)) : allOptions;
  const options = split?.restNone && payable.length === 0 ? allOptions : payable;
  const due = split ? split.rest : data?.summary.amount;
  const payCode = effectivePayCode(options, picked, { isLoggedIn, balance, due });
  const phone = typedPhone ?? data?.contactPhone ?? '';
  // A time that left the picker (time went by, or the other mode) falls back to as soon as possible.
  const now = new Date();
  const pickup = isOfferedTime(pickupTime, info, now) ? pickupTime : '';
  const zoneMinutes = data?.delivery?.deliveryMinutes;
  const delivery =
    zoneMinutes !== undefined && isOfferedTime(deliveryTime, info, now, deliveryTerms(zoneMinutes))
      ? deliveryTime
      : '';
  // A chosen time of the page's mode lifts "reservations only" / "not open yet", in delivery as in pickup.
  const problems = problemsFor(data?.problems ?? [], timeAsked(mode, pickup, delivery) ?? '', info);

  const payStep = usePayPasswordStep<OrderDraft>();
  const order = useSubmitOrder((refusal: Refusal) => {
    // A refusal of the digits is answered in the keypad, which stays open, rather than below the form.
    if (payStep.draft && payPasswordRefusals.has(refusal.code)) {
      payStep.refused(refusal.message);
      order.clearRefusal();
      return;
    }
    // The pay info was out of date (the password was set meanwhile): ask for it now.
    if (!payStep.draft && refusal.code === 'PAY_PASSWORD_REQUIRED' && lastDraft.current) {
      payStep.ask(lastDraft.current);
      void payInfo.refetch();
      order.clearRefusal();
      return;
    }
    payStep.close();
    // IDEMPOTENCY_CONFLICT: an earlier try of this visit did place an order, whose lines have left the cart.
    if (cartStale.has(refusal.code)) void cartStore.load();
    if (refusal.code === 'APPOINTMENT_TIME_INVALID') {
      setPickupTime('');
      setDeliveryTime('');
    }
    if (refusal.code === 'ADDRESS_NOT_FOUND') void address.refetch();
    if (refusal.code === 'PAY_METHOD_UNCONFIGURED') void payInfo.refetch();
    // A coupon another order took meanwhile: back to the best the member still has.
    if (refusal.code === 'COUPON_UNAVAILABLE' || refusal.code === 'COUPON_NOT_FOUND') coupons.reset();
    for (const slot of settlementSlots()) if (slot.staleOn?.includes(refusal.code)) slots.clear(slot.field);
    if (previewStale.has(refusal.code)) void preview.refetch();
  });

  // A preview of other lines or another mode (kept on screen while the new one loads) must not be ordered.
  const current = data !== undefined && !preview.isPlaceholderData && !preview.isFetching;
  const blocked = problems.length > 0;
  const canSubmit =
    current &&
    !blocked &&
    remarkWord === null &&
    payCode !== PayCode.none &&
    !order.busy &&
    !coupons.busy &&
    !slots.busy &&
    order.placed === null;

  const submit = () => {
    if (!data || !canSubmit) return;
    const checked = normalizePhone(phone);
    if (!checked.ok) {
      setPhoneError(checked.problem);
      return;
    }
    setPhoneError(null);
    const draft: OrderDraft = {
      mode,
      items,
      payMethod: payCode,
      contactPhone: checked.phone,
      remark: remark.trim(),
      pickupTime: timeAsked(mode, pickup, delivery),
      ...(mode === 'package' && data.delivery ? { addressId: data.delivery.addressId } : {}),
      expectedAmount: data.summary.amount,
      couponIds: data.coupons.chosen,
      redemptions,
      slots: slots.fields,
    };
    lastDraft.current = draft;
    // The server asks for the password whenever the member's own money pays: the balance, or a prepaid card.
    if ((payCode === PayCode.balance || split) && payInfo.data?.needPayPassword) payStep.ask(draft);
    else void order.submit(draft);
  };

  /** The keypad's six digits: the waiting order goes out with them. */
  const payWithPassword = (payPassword: string) => {
    if (!payStep.draft) return;
    void order.submit({ ...payStep.draft, payPassword });
  };

  return {
    isLoggedIn,
    cart,
    items,
    mode,
    /** After the mode switch changed the app's mode: the last refusal was of the other mode. */
    onModeSwitched: () => order.clearRefusal(),
    preview,
    coupons,
    slots,
    /** A registered piece's choice, priced with the rest of the settlement as asked now. */
    chooseSlot: (field: SlotField, ids: number[]) => slots.choose(asked, field, ids),
    redemptions,
    toggleRedemption: (id: number) =>
      setRedemptions((now) => (now.includes(id) ? now.filter((r) => r !== id) : [...now, id])),
    payInfo,
    options,
    /** Pay-at-store methods the store offers that are left out because a card pays part (decision 061). */
    atStoreHidden: split !== null && !split.restNone && allOptions.length > payable.length,
    payCode,
    setPayCode: setPicked,
    /** What the chosen prepaid cards pay and the rest left to the pay method; null while no card pays. */
    split,
    /** What the payment password confirms: the cards' part, and the rest when the balance pays it. */
    passwordAmount: passwordAmount(data, split, payCode),
    balanceShort: payCode === PayCode.balance && due !== undefined && toMinor(balance) < toMinor(due),
    phone,
    setPhone: (value: string) => {
      setPhone(value);
      setPhoneError(null);
    },
    phoneError,
    remark,
    remarkWord,
    setRemark: (value: string) => setRemark(value.slice(0, remarkMax)),
    pickupTime: pickup,
    setPickupTime,
    address,
    deliveryTime: delivery,
    setDeliveryTime,
    problems,
    canSubmit,
    submit,
    order,
    payStep,
    payWithPassword,
  };
}

export type Settlement = ReturnType<typeof useSettlement>;
