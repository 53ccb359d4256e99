import type { ErrorCode, TenderCardOut } from '@shop/contracts';
import { fromMinor, PayCode, translatedField } from '@shop/domain';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { cardProducts, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OrderTenderSource, TenderAsk, TenderDeps } from '../checkout/index.ts';
import type { PieceParam, PlacingPiece } from '../order/index.ts';
import type { MemberCardRow } from './cards.ts';
import { cardNames } from './names.ts';
import { prepaidUsableIn, spendRefusal } from './prepaid-staff-read.ts';
import {
  bySoonestExpiry,
  coveredGoods,
  type SplitLine,
  splitTender,
  type TenderCard,
  type TenderPart,
} from './tender-split.ts';
import { cardState, firstUseUntil } from './validity.ts';

// A bound prepaid card or a shopping card paying at settlement (split tender, decisions 057 §6, 061 and 063):
// checkout's tender source for the card area. The card pays part or all of the order's amount by the placing
// statement's piece below; the rest is the pay method's. Its rules are the counter spend's (prepaid-spend.ts):
// valid, inside its instants, usable in the store, the balance covering the part — checked when read, and kept by
// the conditional update that takes it. A shopping card pays only the goods of the lines its product covers, and
// is refused when it covers none of the order (CARD_NOTHING_COVERED).

type ProductRow = typeof cardProducts.$inferSelect;

interface HeldCard {
  card: MemberCardRow;
  product: ProductRow;
}

/** The member's prepaid and shopping cards that hold money, and the chosen ones whoever holds them (a 404). */
export interface HeldTenders {
  memberId: number;
  cards: HeldCard[];
}

/** The money card kinds: they pay part of an order's amount (a shopping card only of its goods). */
const MONEY_KINDS = ['prepaid', 'shopping'] as const;

async function readTenders(deps: TenderDeps, ask: Omit<TenderAsk, 'store' | 'lines'>): Promise<HeldTenders> {
  const mine = and(
    eq(memberCards.memberId, ask.memberId),
    eq(memberCards.status, 'valid'),
    gt(memberCards.balance, 0),
  );
  const rows = await deps.db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(
      and(
        inArray(memberCards.kind, [...MONEY_KINDS]),
        ask.chosen.length > 0 ? or(mine, inArray(memberCards.id, [...ask.chosen])) : mine,
      ),
    );
  return { memberId: ask.memberId, cards: rows };
}

/** Why a card cannot pay in this store now (the error placefast refuses it with), null when it can. */
async function refusalOf(deps: TenderDeps, held: HeldCard, ask: TenderAsk): Promise<ErrorCode | null> {
  const { card, product } = held;
  const state = cardState(card, ask.at);
  if (state !== 'valid' && state !== 'aboutToExpire') return spendRefusal(card, 1, ask.at).code;
  if ((card.balance ?? 0) <= 0) return 'CARD_BALANCE_INSUFFICIENT';
  if (!(await prepaidUsableIn(deps, card, product, ask.store.id))) return 'CARD_WRONG_STORE';
  const cover = coverOf(held);
  if (cover && coveredGoods(cover, ask.lines) <= 0) return 'CARD_NOTHING_COVERED';
  return null;
}

/** The chosen cards, each the member's (another member's or an unknown id answers CARD_NOT_FOUND, 404). */
function chosenCards(held: HeldTenders, chosen: readonly number[]): HeldCard[] {
  return [...new Set(chosen)].map((id) => {
    const found = held.cards.find((h) => h.card.id === id);
    if (!found || found.card.memberId !== held.memberId) throw new AppError('CARD_NOT_FOUND');
    return found;
  });
}

/** A shopping card's cover, from its product; null for a prepaid card (any part of the amount). */
function coverOf(h: HeldCard): TenderCard['cover'] {
  if (h.card.kind !== 'shopping') return null;
  return { productIds: h.product.productIds, categoryIds: h.product.categoryIds };
}

const tenderOf = (h: HeldCard): TenderCard => ({
  id: h.card.id,
  balance: h.card.balance ?? 0,
  validUntil: h.card.validUntil,
  cover: coverOf(h),
});

/** What one card could pay of the order alone: a prepaid card the amount, a shopping card its covered goods. */
function alonePays(h: HeldCard, amount: number, lines: readonly SplitLine[]): number {
  const cover = coverOf(h);
  const most = cover ? Math.min(amount, coveredGoods(cover, lines)) : amount;
  return Math.min(most, h.card.balance ?? 0);
}

// The chosen cards' parts taken by conditional update once the order is placed (and its balance part paid) and the
// cart written: still the member's prepaid or shopping card (its part, within its covered goods, planned above), valid, holding the part, inside its instants at the order's; at 0
// it is 'used'; a card counted from its first use gets its end now. The primary key scan of = ANY visits the ids in
// ascending order. Cards are the member's held things (decision 012: after the member and the ledgers, with the
// coupons' rank; after the pass cards the offers took, before any product). Then per card its 'spend' entry keyed
// by the order (unique: once) and its paid payment row, provider 'card', gateway_ref the card's id, which the card
// provider refunds to. Values: the card ids, their parts, their ends.
const ctes = (p: PieceParam) => `tcd AS (
  UPDATE member_cards mc SET balance = mc.balance - v.amount,
    status = CASE WHEN mc.balance = v.amount THEN 'used' ELSE 'valid' END,
    valid_until = coalesce(mc.valid_until, v.until)
  FROM o, unnest(${p(0)}::int[], ${p(1)}::bigint[], ${p(2)}::timestamptz[]) AS v(id, amount, until)
  WHERE mc.id = ANY(${p(0)}::int[]) AND mc.id = v.id AND mc.member_id = o.member_id
    AND mc.kind IN ('prepaid', 'shopping')
    AND mc.status = 'valid' AND mc.balance >= v.amount AND mc.valid_from <= o.created_at
    AND (mc.valid_until IS NULL OR mc.valid_until > o.created_at)
    AND EXISTS (SELECT 1 FROM go) AND (SELECT count(*) FROM gone) >= 0
  RETURNING mc.id, v.amount
),
tce AS (
  INSERT INTO card_entries (card_id, member_id, delta_money, reason, order_id, ref, store_id, note, at)
  SELECT tcd.id, o.member_id, -tcd.amount, 'spend', o.id, '', o.store_id, o.order_no, o.created_at FROM o, tcd
  RETURNING card_id
),
tcp AS (
  INSERT INTO payments (local_order_no, order_id, member_id, pay_method, provider, amount, status, gateway_ref,
    created_at, paid_at)
  SELECT o.order_no || 'C' || tcd.id, o.id, o.member_id, ${PayCode.none}, 'card', tcd.amount, 'paid', tcd.id::text,
    o.created_at, o.created_at
  FROM o, tcd
  RETURNING order_id
),
`;

// Fewer cards than asked: a parallel order or the counter spent the money first (or the card ended or was disabled).
const taken = (p: PieceParam) =>
  `(SELECT count(*) FROM tcd) = cardinality(${p(0)}::int[]) AND (SELECT count(*) FROM tce) = cardinality(${p(0)}::int[])
    AND (SELECT count(*) FROM tcp) = cardinality(${p(0)}::int[])`;

/** The placing statement's piece that spends the order's card parts, with their entries and payments. */
export function cardTenderPiece(parts: readonly (TenderPart & { until: Date | null })[]): PlacingPiece {
  const sorted = [...parts].sort((x, y) => x.cardId - y.cardId);
  return {
    key: 'prepaid-tender',
    values: [
      sorted.map((p) => p.cardId),
      sorted.map((p) => p.amount),
      sorted.map((p) => p.until?.toISOString() ?? null),
    ],
    ctes,
    taken,
    refusal: 'CARD_BALANCE_INSUFFICIENT',
  };
}

function cardOut(
  h: HeldCard,
  ask: TenderAsk,
  reason: ErrorCode | null,
  pays: number,
  covers: string[],
): TenderCardOut {
  return {
    id: h.card.id,
    kind: h.card.kind === 'shopping' ? 'shopping' : 'prepaid',
    covers,
    name: translatedField(h.product.name, h.product.translations, 'name', ask.locale),
    number: h.card.number,
    balance: fromMinor(h.card.balance ?? 0),
    validUntil: h.card.validUntil?.toISOString() ?? null,
    usable: reason === null,
    reason,
    pays: fromMinor(pays),
  };
}

/** What each listed shopping card pays for, named in the reader's language (products, then categories). */
async function coverNames(
  deps: TenderDeps,
  listed: readonly HeldCard[],
  ask: TenderAsk,
): Promise<string[][]> {
  if (!listed.some((h) => h.card.kind === 'shopping')) return listed.map(() => []);
  const names = cardNames(deps, ask.locale);
  return Promise.all(
    listed.map(async (h) =>
      h.card.kind === 'shopping'
        ? [
            ...(await names.products(h.product.productIds)),
            ...(await names.categories(h.product.categoryIds)),
          ]
        : [],
    ),
  );
}

/** The card area's tender source, registered with checkout when the card routes mount. */
export const prepaidTender: OrderTenderSource<HeldTenders> = {
  area: 'card',
  read: readTenders,

  async take(deps, held, amount, ask) {
    const chosen = chosenCards(held, ask.chosen);
    for (const h of chosen) {
      const refusal = await refusalOf(deps, h, ask);
      if (refusal) throw new AppError(refusal);
    }
    const split = splitTender(amount, chosen.map(tenderOf), ask.lines);
    if (split.parts.length === 0) return { paid: 0, piece: null };
    const parts = split.parts.map((part) => {
      const h = chosen.find((c) => c.card.id === part.cardId)!;
      return { ...part, until: firstUseUntil(h.product.validity, ask.at, h.card.zone) };
    });
    return { paid: split.paid, piece: cardTenderPiece(parts) };
  },

  async settlementOut(deps, held, amount, ask) {
    const chosen = new Set(chosenCards(held, ask.chosen).map((h) => h.card.id));
    const listed = held.cards
      .filter((h) => h.card.memberId === held.memberId)
      .sort((a, b) => bySoonestExpiry(tenderOf(a), tenderOf(b)));
    const reasons = await Promise.all(listed.map((h) => refusalOf(deps, h, ask)));
    const payers = listed.filter((h, i) => reasons[i] === null && chosen.has(h.card.id));
    const split = splitTender(amount, payers.map(tenderOf), ask.lines);
    const partOf = new Map(split.parts.map((p) => [p.cardId, p.amount]));
    const covers = await coverNames(deps, listed, ask);
    const offers = listed.map((h, i) => {
      const alone = alonePays(h, amount, ask.lines);
      const pays = chosen.has(h.card.id) ? (partOf.get(h.card.id) ?? 0) : reasons[i] ? 0 : alone;
      return cardOut(h, ask, reasons[i] ?? null, pays, covers[i]!);
    });
    // Nothing to offer nor chosen: the settlement carries no tenders part.
    if (offers.length === 0) return { paid: 0, out: {} };
    return {
      paid: split.paid,
      out: {
        tenders: {
          chosen: [...chosen].filter((id) => partOf.has(id)),
          offers,
          cardsPay: fromMinor(split.paid),
          rest: fromMinor(split.rest),
        },
      },
    };
  },
};
