import { MAX_CART_LINES } from '@shop/domain';
import { z } from 'zod';
import { payPasswordText } from './account/pay-password.ts';
import { settlementTendersOut, tenderCardIds } from './card/tender.ts';
import { cartItemAttributeOut, cartItemIn, cartSummaryOut, invalidBasketItem } from './cart.ts';
import { couponRuleSchema } from './coupon/rule.ts';
import { checkoutPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

/**
 * The order modes settlement takes (SPEC §4): self-pickup ('takeout'), eat-in at the counter's queue ('queue') and
 * delivery to one of the member's addresses ('package', which needs addressId).
 */
export const placeOrderMode = z.enum(['takeout', 'queue', 'package']);
export type PlaceOrderMode = z.infer<typeof placeOrderMode>;

/**
 * One line to order, in the cart item shape (SPEC §3). Prices and names the client sends back are ignored: the
 * server prices every line from the catalogue. At least one unit.
 */
export const orderItemIn = cartItemIn.extend({ ProductNum: z.number().int().min(1).max(9999) });
export type OrderItemIn = z.output<typeof orderItemIn>;

const orderItems = z.array(orderItemIn).min(1).max(MAX_CART_LINES);

/** A pickup time asked for: an ISO instant, or null for as soon as possible. */
const pickupTime = z.iso.datetime({ offset: true }).nullable();

/**
 * The member's delivery address (CustomerAddress ids), required in delivery mode ('package'). Bounded like every id
 * in every mode, so a value past the database's integer is a 400 naming addressId, never a 500 (issue 28).
 */
const addressId = field.id;

/**
 * A change to the goods total as the server priced it (a delivery fee, a promotion, a coupon): its kind, label key
 * and decimal amount, and the promotion's or coupon's name when it has one.
 */
export const adjustmentOut = z.object({
  kind: z.string(),
  labelKey: z.string(),
  amount: z.number(),
  name: z.string().optional(),
});
export type AdjustmentOut = z.infer<typeof adjustmentOut>;

/** The member coupons an order applies (at most five: stackable ones together, or one alone). */
const couponIds = z.array(field.id).max(5);

/** PromotionProductRedemption promotions the shopper opts in to (their ids). */
const redemptions = z.array(field.id).max(10);

/**
 * The member's cards chosen to cover items (decision 060): a pass card covers one unit of a line it covers per time,
 * the dearest units first, as many as it has times. None unless chosen: a card's times are the member's to spend.
 */
const cardIds = z.array(field.id).max(5);

/**
 * One of the member's pass cards as a settlement offers it: its times left, whether it can cover an item of this
 * order (the units it would cover and what that saves, alone) or why not (CARD_NOTHING_COVERED, CARD_WRONG_STORE,
 * CARD_NOT_STARTED …, the error codes placefast would refuse it with).
 */
export const passCardOfferOut = z.object({
  /** The member card's id (what cardIds name). */
  id: z.number().int(),
  /** The card product's name in the reader's language. */
  name: z.string(),
  number: z.string(),
  timesLeft: z.number().int(),
  /** ISO; null while a card counted from its first use is still unused. */
  validUntil: z.string().nullable(),
  usable: z.boolean(),
  reason: z.string().nullable(),
  /** Units it covers on this order (chosen: as applied; not chosen: on its own). */
  covers: z.number().int(),
  /** What that saves (decimals). */
  saving: z.number(),
});
export type PassCardOfferOut = z.infer<typeof passCardOfferOut>;

/** The pass cards of a settlement: those chosen to cover items, and every one the member could use here. */
export const settlementPassCardsOut = z.object({
  chosen: z.array(z.number().int()),
  offers: z.array(passCardOfferOut),
});
export type SettlementPassCardsOut = z.infer<typeof settlementPassCardsOut>;

/**
 * One of the member's coupons as a settlement weighs it (decision 031): usable, with what it saves on its own, or
 * greyed with the engine's reason (domain CouponReason; BELOW_MINIMUM with shortBy, the decimals still lacking).
 */
export const couponOfferOut = z.object({
  /** The member coupon's id (what couponIds name). */
  id: z.number().int(),
  templateId: z.number().int(),
  /** The template's name in the reader's language (decision 020). */
  name: z.string(),
  /** The code shown at the counter, and typed at ApplyCouponCode. */
  code: z.string(),
  /** The coupon's own rule (copied when issued; minor units, as My coupons shows it). */
  rule: couponRuleSchema,
  validUntil: z.string(),
  usable: z.boolean(),
  reason: z.string().nullable(),
  shortBy: z.number(),
  /** What it saves on this order on its own (decimals; for a gift or exchange, the product's value). */
  saving: z.number(),
});
export type CouponOfferOut = z.infer<typeof couponOfferOut>;

/** The coupons of a settlement: those applied (the best preselection unless chosen) and every one weighed. */
export const settlementCouponsOut = z.object({
  chosen: z.array(z.number().int()),
  offers: z.array(couponOfferOut),
});
export type SettlementCouponsOut = z.infer<typeof settlementCouponsOut>;

/** The lines and mode of a settlement, as IndexNoDiscount and the coupon calls take them. */
const settlementIn = {
  orderMode: placeOrderMode,
  items: orderItems,
  addressId: addressId.optional(),
  /** The member's prepaid cards chosen to pay (decision 061); another member's answers CARD_NOT_FOUND (404). */
  tenderCardIds: tenderCardIds.optional(),
  /** The pass cards chosen to cover items (another member's answers CARD_NOT_FOUND, 404). */
  cardIds: cardIds.optional(),
};

/**
 * Delivery mode's part of the settlement: where to and the zone's terms. The delivery days and times are the
 * reservation picker's (domain reservationDays/reservationSlots), the zone's deliveryMinutes as their lead.
 */
export const settlementDeliveryOut = z.object({
  addressId: z.number().int(),
  receiver: z.string(),
  phone: z.string(),
  /** Region, detail and house number in one line. */
  addressText: z.string(),
  /** The zone's fee (decimals), also among the preview's adjustments. */
  fee: z.number(),
  /** The zone's minimum delivery price and what the goods still lack (decimals; 0 when met). */
  minDeliveryPrice: z.number(),
  shortfall: z.number(),
  deliveryMinutes: z.number().int(),
});
export type SettlementDeliveryOut = z.infer<typeof settlementDeliveryOut>;

/** A settlement line as the server priced it. Prices are decimals; LineAmount is SellPrice × ProductNum. */
export const settlementItemOut = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  ImageName: z.string(),
  ProductNum: z.number().int(),
  SellPrice: z.number(),
  OriginalPrice: z.number(),
  LineAmount: z.number(),
  CartItemAttributes: z.array(cartItemAttributeOut),
  Comment: z.string(),
});
export type SettlementItemOut = z.infer<typeof settlementItemOut>;

/** A required option group the shopper has not chosen on a line (SPEC §5 checkout). */
export const missingOptionOut = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  groupNames: z.array(z.string()),
});

/**
 * Something that would refuse placefast, by its error code (SPEC §8): STORE_CLOSED, STORE_TEMP_CLOSED,
 * STORE_RESERVATION_ONLY, ORDER_INSUFFICIENT_STOCK (with Items), CART_EMPTY_OR_UNBUYABLE (with Items),
 * ORDER_OPTIONS_REQUIRED (with missingOptions), ORDER_COMBO_CHOICES (with the combo's Name, its Group and the Count it
 * asks for in params), CART_QUANTITY_LIMIT (with Items and its Max in params),
 * ORDER_BELOW_MINIMUM (with its Amount in params); in delivery mode DELIVERY_ADDRESS_REQUIRED, DELIVERY_OUT_OF_RANGE,
 * DELIVERY_BELOW_MINIMUM (with its Amount in params).
 */
export const settlementProblem = z.object({
  Code: z.string(),
  Message: z.string(),
  Items: z.array(invalidBasketItem).optional(),
  missingOptions: z.array(missingOptionOut).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type SettlementProblem = z.infer<typeof settlementProblem>;

/**
 * A line a promotion would add (a free gift, a redemption) that has run out or cannot be sold now: the order goes
 * on without it, and the settlement and the placed order name it so the shopper is told (issue 28).
 */
export const droppedGiftOut = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
});
export type DroppedGiftOut = z.infer<typeof droppedGiftOut>;

/** The settlement preview: the lines and totals the server will charge, and whatever would refuse the order. */
export const settlementPreviewOut = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  storeAddress: z.string(),
  storeTel: z.string(),
  orderMode: placeOrderMode,
  items: z.array(settlementItemOut),
  /** SPEC §3 totals: amount (to pay), quantity, originalAmount, discountedPrice (what sale prices save). */
  summary: cartSummaryOut,
  /** The store's minimum order amount (decimals; 0 when none). */
  minStartPrice: z.number(),
  /** Pickup times the shopper may choose today (ISO instants, 15 minutes apart, about 100 at most). */
  pickupSlots: z.array(z.string()).max(100),
  /** The logged-in member's balance (decimals). */
  balance: z.number(),
  /** The bound phone, to prefill the contact number ('' when none). */
  contactPhone: z.string(),
  /** What changed the goods' total (promotions, coupons, a delivery fee), each shown as its own line. */
  adjustments: z.array(adjustmentOut),
  /** The member's coupons weighed for this settlement, and those applied. */
  coupons: settlementCouponsOut,
  /** Delivery mode with an address only; null otherwise. */
  delivery: settlementDeliveryOut.nullable(),
  problems: z.array(settlementProblem),
  /** The promotions' lines left out of the order because their product has run out (they never refuse it). */
  droppedGifts: z.array(droppedGiftOut),
  /** The member's prepaid cards that could pay here, those chosen and the split (absent in a build without cards). */
  tenders: settlementTendersOut.optional(),
  /** The member's pass cards that could cover items here, and those chosen (absent in a build without cards). */
  passCards: settlementPassCardsOut.optional(),
});
export type SettlementPreviewOut = z.infer<typeof settlementPreviewOut>;

/** A payment option the store offers (SPEC §3 payment option); `checked` is chosen by the client (SPEC §4). */
export const payOptionOut = z.object({
  Name: z.string(),
  Code: z.number().int(),
  DisplayName: z.string(),
  Icon: z.string(),
  Idx: z.number().int(),
  /** A line under the name: the balance for member balance, '' otherwise. */
  infoStr: z.string(),
});
export type PayOptionOut = z.infer<typeof payOptionOut>;

/** What placefast answers: the order made, and how it goes on (online payment, or straight to the receipt). */
export const placedOrderOut = z.object({
  orderNo: z.string(),
  status: z.string(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  pickupNo: z.string(),
  /** True when the order waits for an online payment: the client calls order/wxpay next. */
  needPay: z.boolean(),
  /** When an unpaid order is auto-cancelled (ISO), null otherwise. */
  autoCancelAt: z.string().nullable(),
  /** A free gift the settlement showed that ran out before the order was placed, which goes on without it. */
  droppedGifts: z.array(droppedGiftOut).optional(),
});
export type PlacedOrderOut = z.infer<typeof placedOrderOut>;

/** The settlement and checkout calls of SPEC §7 (checkout/, order/placefast). The store is the x-store-id header. */
export const checkoutEndpoints = {
  /**
   * The store's payment configuration (SPEC §3 flags) and the options it gives, with the codes of SPEC §9.
   * A store that turned every method off answers PAY_METHOD_UNCONFIGURED.
   */
  getPayInfo: endpoint({
    path: checkoutPaths.getPayInfo,
    access: 'member',
    request: z.strictObject({ orderMode: placeOrderMode.optional() }),
    result: z.object({
      EnableCustomerBalancePayMethod: z.boolean(),
      EnableCashPayMethod: z.boolean(),
      EnableAfterPayMethod: z.boolean(),
      EnableWxPayMethod: z.boolean(),
      EnableAliPayMethod: z.boolean(),
      EnableThirdPartyPayMethod: z.boolean(),
      ThirdPartyPayMethods: z.array(z.object({ Name: z.string(), Code: z.number().int() })),
      needCheckAilPay: z.boolean(),
      payMethods: z.array(payOptionOut),
      /** The member has a payment password: placefast by member balance (2) needs payPassword. */
      needPayPassword: z.boolean(),
    }),
  }),

  /**
   * The settlement preview of the given lines in a mode, priced with the store's promotions and the member's
   * coupons: the best combination (decision 031) unless couponIds chooses ([] for none). Guests cannot call it
   * (SPEC §6: no coupons for guests).
   */
  indexNoDiscount: endpoint({
    path: checkoutPaths.indexNoDiscount,
    access: 'member',
    request: z.strictObject({
      ...settlementIn,
      couponIds: couponIds.optional(),
      redemptions: redemptions.optional(),
    }),
    result: settlementPreviewOut,
  }),

  /** The member's coupons weighed for these lines: usable ones, greyed ones with their reason, and the best pick. */
  getAvailableCoupons: endpoint({
    path: checkoutPaths.getAvailableCoupons,
    access: 'member',
    request: z.strictObject({ ...settlementIn, redemptions: redemptions.optional() }),
    result: settlementCouponsOut,
  }),

  /**
   * The settlement priced with the chosen coupons: COUPON_UNAVAILABLE (Reason in the envelope) when one cannot go
   * on this order, COUPON_NOT_FOUND when it is not the member's.
   */
  applyDiscount: endpoint({
    path: checkoutPaths.applyDiscount,
    access: 'member',
    request: z.strictObject({ ...settlementIn, couponIds, redemptions: redemptions.optional() }),
    result: settlementPreviewOut,
  }),

  /**
   * A coupon code typed by the shopper, added to the chosen coupons: the code of a coupon the member holds, or an
   * exchange code, redeemed first (its own errors) and then applied. Answers the settlement priced with it.
   */
  applyCouponCode: endpoint({
    path: checkoutPaths.applyCouponCode,
    access: 'member',
    request: z.strictObject({
      ...settlementIn,
      couponIds,
      code: z.string().trim().min(1).max(40),
      redemptions: redemptions.optional(),
    }),
    result: settlementPreviewOut,
  }),

  /**
   * Places an order of the given lines (SPEC §5 checkout rules), priced by the server. Member balance (2) is
   * charged in the same transaction; cash (1) and pay-after (10) go to the merchant unpaid; online methods leave
   * the order unpaid for order/wxpay. The idempotency key makes a repeat return the first order; the same key
   * with a different body is refused (IDEMPOTENCY_CONFLICT). When expectedAmount is given and the server's total
   * differs, CART_CHANGED refuses the order, so the shopper never pays a total they did not see. Paying by member
   * balance with a payment password set needs it (PAY_PASSWORD_REQUIRED / PAY_PASSWORD_WRONG / TOO_FREQUENT after
   * 5 wrong tries), checked before anything is written. Delivery ('package') needs addressId: an address outside
   * every zone of the store answers DELIVERY_OUT_OF_RANGE, goods below the zone's minimum DELIVERY_BELOW_MINIMUM;
   * the zone's fee is part of the total.
   */
  placeFast: endpoint({
    path: checkoutPaths.placeFast,
    access: 'member',
    request: z.strictObject({
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -'),
      orderMode: placeOrderMode,
      items: orderItems,
      payMethod: z.number().int().min(-2000).max(2000),
      contactPhone: field.phone,
      remark: field.text(200).optional(),
      /** Self-pickup: the pickup time; delivery: the chosen slot's start (null: as soon as possible). */
      pickupTime: pickupTime.optional(),
      /** Delivery mode: the member's address to deliver to (another member's answers 404). */
      addressId: addressId.optional(),
      expectedAmount: z.number().min(0).max(1e9).optional(),
      /** The member's 6-digit payment password, for member balance when one is set (SPEC §5). */
      payPassword: payPasswordText.optional(),
      /**
       * The prepaid cards to pay with, as the settlement showed them (decision 061): spent soonest-expiring first, the
       * rest by payMethod (balance, or online; never at the store). Each must be the member's (CARD_NOT_FOUND) and
       * able to pay here and now (CARD_WRONG_STORE, CARD_EXPIRED, CARD_DISABLED, CARD_BALANCE_INSUFFICIENT also when
       * a parallel order or the counter spent it first). The payment password is asked as for balance.
       */
      tenderCardIds: tenderCardIds.optional(),
      /**
       * The member's coupons to apply, as the settlement showed them: each must still be usable (COUPON_UNAVAILABLE,
       * also when a parallel order took it first; COUPON_NOT_FOUND when not the member's).
       */
      couponIds: couponIds.optional(),
      redemptions: redemptions.optional(),
      /**
       * The pass cards to cover items, as the settlement showed them: each must still cover one (CARD_NOTHING_COVERED),
       * be usable here and now (CARD_USED_UP, CARD_EXPIRED, CARD_WRONG_STORE …; also when a counter or a parallel
       * order took its last time first), and be the member's (CARD_NOT_FOUND).
       */
      cardIds: cardIds.optional(),
    }),
    result: placedOrderOut,
  }),

  /**
   * Where a self-pickup order may be collected (SPEC §7): the store's counter first, then the store's other pickup
   * points, in the reader's locale.
   */
  getSelfTakeLocations: endpoint({
    path: checkoutPaths.getSelfTakeLocations,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({
      locations: z.array(
        z.object({ id: z.string(), name: z.string(), address: z.string(), isCounter: z.boolean() }),
      ),
    }),
  }),
};
