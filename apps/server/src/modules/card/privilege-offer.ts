import {
  type Adjustment,
  goodsLeft,
  type Locale,
  type PricedSoFar,
  spreadProportionally,
} from '@shop/domain';
import type { OrderOfferSource } from '../checkout/index.ts';
import { chainRootId, type StoreRow } from '../store/index.ts';

// A privilege card's discount rate as an order offer source (issue 29, decision 060): the member holding a valid
// privilege card pays its rate of what the goods still come to after the promotions and coupons, with no choice to
// make (it is what the card is for); several held, the best rate. Nothing is taken at placing: the discount is
// recomputed there from the card as the order read finds it, so a card that ended since the settlement gives none.
// The terms' member_prices stays stored: the catalogue has no member prices to apply.

/** The kind of a privilege card's adjustment, and the prefix of its lines' share keys (privilege-card:<id>). */
export const PRIVILEGE_CARD_KIND = 'privilege-card';

/** A privilege card valid at the order's instant, with its rate and where it may be used. */
export interface HeldPrivilege {
  id: number;
  /** The percent of the price a holder pays (90 = 10% off). */
  rate: number;
  storeIds: number[];
  /** The headquarters of the chain that sold it (its product's store, else its purchase's); null if unknown. */
  soldRoot: number | null;
}

type PrivilegeJson = [id: number, rate: number, storeIds: number[], soldRoot: number | null];

// Only cards valid at the instant and carrying a rate: with none held (the common case) the member's card index
// finds no 'privilege' row and the joins never run. The same for a settlement and placefast: nothing is chosen.
const privilegeJsonSql = (member: string, at: string) => `(SELECT json_agg(json_build_array(
    mc.id, t.discount_rate, p.store_ids,
    (SELECT coalesce(s.parent_id, s.id) FROM stores s
      WHERE s.id = coalesce(p.store_id, (SELECT bo.store_id FROM orders bo WHERE bo.id = mc.bought_by_order_id))))
    ORDER BY t.discount_rate, mc.id)
  FROM member_cards mc
  JOIN privilege_card_terms t ON t.product_id = mc.product_id AND t.discount_rate IS NOT NULL
  JOIN card_products p ON p.id = mc.product_id
  WHERE mc.member_id = ${member} AND mc.kind = 'privilege' AND mc.status = 'valid'
    AND mc.valid_from <= ${at}::timestamptz AND (mc.valid_until IS NULL OR mc.valid_until > ${at}::timestamptz))`;

function parsePrivileges(json: unknown): HeldPrivilege[] {
  return ((json as PrivilegeJson[] | null) ?? []).map((r) => ({
    id: r[0],
    rate: r[1],
    storeIds: r[2],
    soldRoot: r[3],
  }));
}

/** Whether a card may be used in a store: its product's stores, else anywhere in the chain that sold it (use.ts). */
function usableIn(card: HeldPrivilege, store: StoreRow): boolean {
  return card.storeIds.length > 0 ? card.storeIds.includes(store.id) : card.soldRoot === chainRootId(store);
}

/** The card with the best rate usable here (the read orders them by rate, then id); null for none. */
export function bestPrivilege(held: readonly HeldPrivilege[], store: StoreRow): HeldPrivilege | null {
  return held.find((card) => usableIn(card, store)) ?? null;
}

/**
 * The card's discount on an order priced so far: (100 − rate)% of what each line still comes to after the
 * discounts allocated to it before (fees are not the goods'), rounded down to a whole minor unit for the order, and
 * allocated on the lines in proportion to what they still come to, none below zero (decision 047). Null when
 * nothing is left to discount.
 */
export function privilegeAdjustment(
  card: { id: number; rate: number },
  order: Pick<PricedSoFar, 'lines' | 'adjustments'>,
): Adjustment | null {
  const left = goodsLeft(order);
  const base = left.reduce((sum, part) => sum + Math.max(part, 0), 0);
  const amount = Math.floor((base * (100 - card.rate)) / 100);
  if (amount <= 0) return null;
  const parts = spreadProportionally(
    amount,
    left.map((part) => Math.max(part, 0)),
    true,
  );
  return {
    kind: PRIVILEGE_CARD_KIND,
    labelKey: 'checkout.privilegeCard',
    amount: -amount,
    detail: { memberCardId: card.id, rate: card.rate },
    allocation: parts.map((part) => (part === 0 ? 0 : -part)),
  };
}

/**
 * What the rate takes off, as the settlement names the adjustment beside its kind's label (checkout.privilegeCard,
 * "Privilege card · 10% off"); Chinese says it as the tenths paid (90 → 9折, 95 → 9.5折).
 */
export function privilegeLabel(rate: number, locale: Locale): string {
  const off = 100 - rate;
  switch (locale) {
    case 'es':
      return `${off} % de descuento`;
    case 'zh-CN':
    case 'zh-Hant':
      return `${rate / 10}折`;
    default:
      return `${off}% off`;
  }
}

export const privilegeCardOffer: OrderOfferSource<HeldPrivilege[]> = {
  // Its own key beside the pass cards' ('card'): the registry keys what each source read by area.
  area: 'card-privilege',
  // It locks nothing (placing takes nothing of it); between the coupons (1) and the pass cards (2), so its adjuster
  // runs before theirs and a pass card covers what the discount left, as the pass card's plan reads it again from
  // the priced order (pass-cover.ts's linesBeforeCards leaves only the pass cards' own adjustments out).
  lockOrder: 1.5,
  // Nothing is chosen of it; the field only names where the registry would find ids, which it ignores.
  field: 'cardIds',
  read(ask) {
    return {
      key: 'privilege_held',
      values: [ask.at.toISOString()],
      sql: (member, p) => privilegeJsonSql(member, p(0)),
    };
  },
  parse: parsePrivileges,
  adjusters(held, ctx) {
    const card = bestPrivilege(held, ctx.store);
    if (!card) return [];
    return [
      (order) => {
        const made = privilegeAdjustment(card, order);
        return made ? [made] : [];
      },
    ];
  },
  adjustmentName(a, _held, locale) {
    if (a.kind !== PRIVILEGE_CARD_KIND || typeof a.detail.rate !== 'number') return null;
    return privilegeLabel(a.detail.rate, locale);
  },
};
