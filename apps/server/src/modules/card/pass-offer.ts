import type { CardValidity, ErrorCode, PassCardOfferOut } from '@shop/contracts';
import { fromMinor, type Locale, type Translations, translatedField } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OfferContext, OrderOfferSource } from '../checkout/index.ts';
import { chainRootId, type StoreRow } from '../store/index.ts';
import { linesBeforeCards, PASS_CARD_KIND, passCardAdjustment, planCover } from './pass-cover.ts';
import { passTakePiece } from './pass-take.ts';
import { firstUseUntil } from './validity.ts';

// The member's pass cards as an order offer source (decision 060): read in the order read, a chosen card covers
// items through its own adjuster (after the promotions and coupons), and placing takes its times by the card's
// placing piece (pass-take.ts). A cancelled or refunded order gives them back (pass-restore.ts).

/** A pass card as the order read takes it, with what its product says of where and what it covers. */
export interface HeldPass {
  id: number;
  number: string;
  status: string;
  timesLeft: number;
  validFrom: Date;
  validUntil: Date | null;
  zone: string;
  name: string;
  translations: Translations<{ name: string }>;
  validity: CardValidity;
  storeIds: number[];
  productIds: number[];
  categoryIds: number[];
  /** The headquarters of the chain that sold it (its product's store, else its purchase's); null if unknown. */
  soldRoot: number | null;
}

type PassJson = [
  id: number,
  number: string,
  status: string,
  timesLeft: number | null,
  validFrom: string,
  validUntil: string | null,
  zone: string,
  name: string,
  translations: Translations<{ name: string }> | null,
  validity: CardValidity,
  storeIds: number[],
  productIds: number[],
  categoryIds: number[],
  soldRoot: number | null,
];

// The member's pass cards: those asked for (placefast: any state, so one no longer usable is told apart from one
// that is not theirs), and for a settlement also every one usable at the instant; soonest to end first. The chain
// that sold a card whose product names no stores is read here too (the product's store, else its purchase's), so
// the store rule of a counter use (use.ts) holds at settlement without another round trip.
const passJsonSql = (member: string, where: string) => `(SELECT json_agg(json_build_array(
    mc.id, mc.number, mc.status, mc.times_left, mc.valid_from, mc.valid_until, mc.zone, p.name, p.translations,
    p.validity, p.store_ids, p.product_ids, p.category_ids,
    (SELECT coalesce(s.parent_id, s.id) FROM stores s
      WHERE s.id = coalesce(p.store_id, (SELECT bo.store_id FROM orders bo WHERE bo.id = mc.bought_by_order_id))))
    ORDER BY mc.valid_until NULLS LAST, mc.id)
  FROM member_cards mc JOIN card_products p ON p.id = mc.product_id
  WHERE mc.member_id = ${member} AND mc.kind = 'pass' AND (${where}))`;

function parsePasses(json: unknown): HeldPass[] {
  return ((json as PassJson[] | null) ?? []).map((r) => ({
    id: r[0],
    number: r[1],
    status: r[2],
    timesLeft: r[3] ?? 0,
    validFrom: new Date(r[4]),
    validUntil: r[5] === null ? null : new Date(r[5]),
    zone: r[6],
    name: r[7],
    translations: r[8] ?? {},
    validity: r[9],
    storeIds: r[10],
    productIds: r[11],
    categoryIds: r[12],
    soldRoot: r[13],
  }));
}

/**
 * A member's pass cards (every state; only `cardId` when given), soonest to end first, as the order read takes
 * them: the counter's use by payment code (counter-pass.ts) chooses among them by the same rules, in its own
 * transaction. Both ids are integers (a member's, a validated request's), written into the text as numbers.
 */
export async function heldPassesOf(db: DbOrTx, memberId: number, cardId: number | null): Promise<HeldPass[]> {
  const where = cardId === null ? 'true' : `mc.id = ${Math.trunc(cardId)}`;
  const text = `SELECT ${passJsonSql(String(Math.trunc(memberId)), where)} AS cards`;
  const { rows } = (await db.execute(sql.raw(text))) as unknown as { rows: { cards: unknown }[] };
  return parsePasses(rows[0]?.cards ?? null);
}

/** Why a card cannot cover an item of an order here and now (the code placefast refuses it with); null: it can. */
export function refusalOf(card: HeldPass, store: StoreRow, at: Date): ErrorCode | null {
  if (card.status === 'disabled' || card.status === 'refunded') return 'CARD_DISABLED';
  if (card.status === 'used' || card.timesLeft === 0) return 'CARD_USED_UP';
  if (card.status !== 'valid') return 'CARD_EXPIRED';
  if (at < card.validFrom) return 'CARD_NOT_STARTED';
  if (card.validUntil && at >= card.validUntil) return 'CARD_EXPIRED';
  const here =
    card.storeIds.length > 0 ? card.storeIds.includes(store.id) : card.soldRoot === chainRootId(store);
  return here ? null : 'CARD_WRONG_STORE';
}

const nameOf = (card: HeldPass, locale: Locale) =>
  translatedField(card.name, card.translations, 'name', locale);

/** The chosen cards, in the order asked (each once). */
function chosenCards(held: readonly HeldPass[], ctx: OfferContext): HeldPass[] {
  const ids = [...new Set(ctx.chosen)];
  return ids.flatMap((id) => held.filter((c) => c.id === id));
}

/**
 * The chosen cards usable here and now: only they cover. A settlement prices without one that ended, went to
 * another store's rule, or was used up since it was chosen, and lists it with its reason; placefast refuses it
 * (requireApplied), so an order is never placed otherwise than the settlement showed.
 */
function usableChosen(held: readonly HeldPass[], ctx: OfferContext): HeldPass[] {
  return chosenCards(held, ctx).filter((c) => refusalOf(c, ctx.store, ctx.at) === null);
}

/** The card's adjustments of a priced order: times and worth by card id. */
function appliedOf(
  adjustments: readonly { kind: string; amount: number; detail: Record<string, unknown> }[],
) {
  const applied = new Map<number, { times: number; saving: number }>();
  for (const a of adjustments)
    if (a.kind === PASS_CARD_KIND && typeof a.detail.memberCardId === 'number')
      applied.set(a.detail.memberCardId, { times: Number(a.detail.times), saving: -a.amount });
  return applied;
}

export const passCardOffer: OrderOfferSource<HeldPass[]> = {
  area: 'card',
  lockOrder: 2,
  field: 'cardIds',
  read(ask) {
    if (ask.placing && ask.chosen.length === 0) return null;
    if (ask.placing)
      return {
        key: 'cards_asked',
        values: [ask.chosen],
        sql: (member, p) => passJsonSql(member, `mc.id = ANY(${p(0)}::int[])`),
      };
    return {
      key: 'cards_held',
      values: [ask.chosen, ask.at.toISOString()],
      sql: (member, p) =>
        passJsonSql(
          member,
          `mc.id = ANY(${p(0)}::int[]) OR (mc.status = 'valid' AND mc.times_left > 0
            AND mc.valid_from <= ${p(1)}::timestamptz
            AND (mc.valid_until IS NULL OR mc.valid_until > ${p(1)}::timestamptz))`,
        ),
    };
  },
  parse: parsePasses,
  // Another member's card (or no card) is 404 at a settlement and placefast alike; one that is the member's but no
  // longer usable is not refused here, since a settlement must still answer (the shopper chose it before it ended).
  requireChosen(held, ctx) {
    for (const id of ctx.chosen) if (!held.some((c) => c.id === id)) throw new AppError('CARD_NOT_FOUND');
  },
  adjusters(held, ctx) {
    const cards = usableChosen(held, ctx);
    if (cards.length === 0) return [];
    return [
      (order) => {
        const plan = planCover(linesBeforeCards(order), cards);
        return cards.flatMap((card) => {
          const made = passCardAdjustment(card, plan.get(card.id) ?? [], order.lines.length);
          return made ? [made] : [];
        });
      },
    ];
  },
  // placefast only: a chosen card not usable now is refused with its own code (it covered nothing: it was left out),
  // one usable that covered nothing with CARD_NOTHING_COVERED.
  requireApplied(held, a, ctx) {
    const applied = appliedOf(a.priced.adjustments);
    for (const card of chosenCards(held, ctx)) {
      const refusal = refusalOf(card, ctx.store, ctx.at);
      if (refusal) throw new AppError(refusal, {}, { CardId: card.id });
    }
    for (const id of ctx.chosen)
      if (!applied.has(id)) throw new AppError('CARD_NOTHING_COVERED', {}, { CardId: id });
  },
  take(held, a, ctx) {
    const cards = usableChosen(held, ctx);
    if (cards.length === 0) return undefined;
    const plan = planCover(linesBeforeCards(a.priced), cards);
    const uses = cards.flatMap((card) => {
      const parts = plan.get(card.id) ?? [];
      if (parts.length === 0) return [];
      const until = firstUseUntil(card.validity, ctx.at, card.zone);
      return [{ cardId: card.id, parts, until: card.validUntil === null ? until : null }];
    });
    return uses.length > 0 ? passTakePiece(uses) : undefined;
  },
  adjustmentName(a, held, locale) {
    if (a.kind !== PASS_CARD_KIND) return null;
    const card = held.find((c) => c.id === a.detail.memberCardId);
    return card ? nameOf(card, locale) : null;
  },
  settlementOut(held, a, ctx) {
    const applied = appliedOf(a.priced.adjustments);
    const before = linesBeforeCards(a.priced);
    const offers: PassCardOfferOut[] = held.map((card) => {
      const refusal = refusalOf(card, ctx.store, ctx.at);
      const alone = applied.get(card.id) ?? aloneOf(card, before, refusal);
      const reason = refusal ?? (alone.times === 0 ? 'CARD_NOTHING_COVERED' : null);
      return {
        id: card.id,
        name: nameOf(card, ctx.locale),
        number: card.number,
        timesLeft: card.timesLeft,
        validUntil: card.validUntil?.toISOString() ?? null,
        usable: reason === null,
        reason,
        covers: alone.times,
        saving: fromMinor(alone.saving),
      };
    });
    offers.sort((x, y) => Number(y.usable) - Number(x.usable) || x.id - y.id);
    return { passCards: { chosen: [...applied.keys()].sort((x, y) => x - y), offers } };
  },
};

/** What a card not chosen would cover on its own. */
function aloneOf(card: HeldPass, lines: ReturnType<typeof linesBeforeCards>, refusal: ErrorCode | null) {
  if (refusal) return { times: 0, saving: 0 };
  const parts = planCover(lines, [card]).get(card.id) ?? [];
  return {
    times: parts.reduce((n, p) => n + p.units, 0),
    saving: parts.reduce((n, p) => n + p.value, 0),
  };
}
