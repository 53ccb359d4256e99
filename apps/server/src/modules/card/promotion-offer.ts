import type { OrderOfferSource } from '../checkout/index.ts';
import { chainRootId, type StoreRow } from '../store/index.ts';

// A promotion card as an order offer source (issue 29, decision 064): a member holding a valid promotion card
// usable in the store has its product's promotion unlocked — an unlocked-only promotion the offer engine then applies
// by its own rule, as any promotion. Nothing is chosen and nothing taken at placing: placefast reads the cards again,
// so a card disabled or ended since the settlement unlocks nothing there.

/** A promotion card valid at the order's instant: the promotion it unlocks and where it may be used. */
export interface HeldPromotionCard {
  id: number;
  promotionId: number;
  storeIds: number[];
  /** The headquarters of the chain that sold it (its product's store, else its purchase's); null if unknown. */
  soldRoot: number | null;
}

type PromotionCardJson = [id: number, promotionId: number, storeIds: number[], soldRoot: number | null];

// With no promotion card held (the common case) the member's card index finds no 'promotion' row and the joins
// never run: one small subquery of the order read, the same for a settlement and placefast.
const promotionCardsJsonSql = (member: string, at: string) => `(SELECT json_agg(json_build_array(
    mc.id, p.promotion_id, p.store_ids,
    (SELECT coalesce(s.parent_id, s.id) FROM stores s
      WHERE s.id = coalesce(p.store_id, (SELECT bo.store_id FROM orders bo WHERE bo.id = mc.bought_by_order_id))))
    ORDER BY mc.id)
  FROM member_cards mc
  JOIN card_products p ON p.id = mc.product_id AND p.promotion_id IS NOT NULL
  WHERE mc.member_id = ${member} AND mc.kind = 'promotion' AND mc.status = 'valid'
    AND mc.valid_from <= ${at}::timestamptz AND (mc.valid_until IS NULL OR mc.valid_until > ${at}::timestamptz))`;

function parsePromotionCards(json: unknown): HeldPromotionCard[] {
  return ((json as PromotionCardJson[] | null) ?? []).map((r) => ({
    id: r[0],
    promotionId: r[1],
    storeIds: r[2],
    soldRoot: r[3],
  }));
}

/** Whether a card may be used in a store: its product's stores, else anywhere in the chain that sold it (use.ts). */
export function promotionCardUsableIn(
  card: Pick<HeldPromotionCard, 'storeIds' | 'soldRoot'>,
  store: StoreRow,
): boolean {
  return card.storeIds.length > 0 ? card.storeIds.includes(store.id) : card.soldRoot === chainRootId(store);
}

/** The promotions the held cards unlock in this store. */
export function unlockedPromotions(held: readonly HeldPromotionCard[], store: StoreRow): number[] {
  return held.filter((card) => promotionCardUsableIn(card, store)).map((card) => card.promotionId);
}

export const promotionCardOffer: OrderOfferSource<HeldPromotionCard[]> = {
  // Its own key beside the other cards': the registry keys what each source read by area.
  area: 'card-promotion',
  // It locks nothing and prices nothing itself: its place only orders the read's parts.
  lockOrder: 1.4,
  // Nothing is chosen of it; the field only names where the registry would find ids, which it ignores.
  field: 'cardIds',
  read(ask) {
    return {
      key: 'promotion_cards_held',
      values: [ask.at.toISOString()],
      sql: (member, p) => promotionCardsJsonSql(member, p(0)),
    };
  },
  parse: parsePromotionCards,
  unlocks: (held, ctx) => unlockedPromotions(held, ctx.store),
};
