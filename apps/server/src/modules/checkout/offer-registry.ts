import type { SettlementPreviewOut } from '@shop/contracts';
import type { Adjuster, Adjustment, Locale } from '@shop/domain';
import type { PlacingPiece } from '../order/index.ts';
import type { StoreRow } from '../store/index.ts';
import type { Assessment, SoldLine } from './assess.ts';
import type { OfferAsk, OfferRead, OfferReadPart } from './offer-read.ts';

export type { OfferAsk, OfferReadPart };

// The order offers registry (decision 060): what the member holds that an order may use — their coupons, their pass
// cards — enters checkout through one shape, so the order read, the pricing, the placing statement and the
// settlement carry each source without naming its area. A source registers once, with its module's routes.

/** What a source's steps know of the order beyond what it holds. */
export interface OfferContext {
  store: StoreRow;
  at: Date;
  locale: Locale;
  /** The ids the shopper chose of this source. */
  chosen: readonly number[];
}

/** What a source's unlocks know of the order: where and when (the engine's member facts are gathered before pricing). */
export type UnlockContext = Pick<OfferContext, 'store' | 'at'>;

/**
 * One source of order offers. `Held` is what it read for this order (its rows, parsed). Every step but `read` and
 * `parse` is optional: coupons enter the offer engine itself (offers.ts), a pass card prices by its own adjuster.
 */
export interface OrderOfferSource<Held> {
  /** The area that owns the rows (DESIGN §2 name): the key of what it read. */
  area: string;
  /**
   * Where its rows sit in decision 012's lock order among the sources (the member's coupons 1, their cards 2): the
   * read's parts and the statement's pieces go by it, so a piece locks its rows after those of the sources before.
   */
  lockOrder: number;
  /** The settlement and placefast request field that names the chosen ids (couponIds, cardIds). */
  field: 'couponIds' | 'cardIds';
  /** Its part of the order read, or null when this call needs none of it (placefast with nothing chosen). */
  read(ask: OfferAsk): OfferReadPart | null;
  /** What it read, from its JSON (null when the read had none of its rows). */
  parse(json: unknown, ask: OfferAsk): Held;
  /**
   * Refuses chosen ids that are not the member's (404), at a settlement and placefast alike. One of theirs no longer
   * usable is not refused here: a settlement answers without it (its settlementOut lists it with the reason, not
   * among the chosen), and placefast refuses it in requireApplied.
   */
  requireChosen?(held: Held, ctx: OfferContext): void;
  /**
   * The ids of the unlocked-only promotions what the member holds of it unlocks in this store now (a promotion
   * card): gathered before the offer engine runs and given to it in the member's facts (offers.ts orderOffers).
   */
  unlocks?(held: Held, ctx: UnlockContext): readonly number[];
  /** Its pricing rules, applied after the offer engine's promotions and coupons (so they see what those left). */
  adjusters?(held: Held, ctx: OfferContext): Adjuster<SoldLine>[];
  /**
   * Refuses an order whose chosen ids the pricing could not use, or that are no longer usable (placefast only): the
   * shopper saw them applied.
   */
  requireApplied?(held: Held, a: Assessment, ctx: OfferContext): void;
  /** What placing the order takes of what the member holds (order's PlacingPiece), none when it takes nothing. */
  take?(held: Held, a: Assessment, ctx: OfferContext): PlacingPiece | undefined;
  /** The name an adjustment of this source shows in the reader's language, null when it is not one of its own. */
  adjustmentName?(a: Adjustment, held: Held, locale: Locale): string | null;
  /** Its part of the settlement preview (IndexNoDiscount and the coupon calls): what it offers, and what it chose. */
  settlementOut?(held: Held, a: Assessment, ctx: OfferContext): Partial<SettlementPreviewOut>;
}

// Sources by area; listed by lockOrder, so a shape's text is stable within the process whatever the mounting order.
const sources = new Map<string, OrderOfferSource<unknown>>();
let sorted: OrderOfferSource<unknown>[] | null = null;

/**
 * Registers an area's offer source. The same entry again is a no-op (each API test app mounts the modules again);
 * a different one under the same area is a mistake.
 */
export function registerOrderOffer<Held>(source: OrderOfferSource<Held>): void {
  const known = sources.get(source.area);
  if (known && known !== (source as OrderOfferSource<unknown>))
    throw new Error(`order offer '${source.area}' is registered twice`);
  sources.set(source.area, source as OrderOfferSource<unknown>);
  sorted = null;
}

/** Every registered source, by lock order (then area). */
export function offerSources(): readonly OrderOfferSource<unknown>[] {
  sorted ??= [...sources.values()].sort((a, b) => a.lockOrder - b.lockOrder || a.area.localeCompare(b.area));
  return sorted;
}

/** What each source read for an order, by area. */
export type HeldOffers = ReadonlyMap<string, unknown>;

/** The chosen ids of each source, from a request carrying their fields. */
export type OfferChoices = Partial<Record<OrderOfferSource<unknown>['field'], readonly number[]>>;

/** The context of one source's steps for an order. */
export function offerContext(
  source: OrderOfferSource<unknown>,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
): OfferContext {
  return { ...base, chosen: choices[source.field] ?? [] };
}

/** Each source's refusals of what was chosen of it (before pricing). */
export function requireChosenOffers(
  held: HeldOffers,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
) {
  for (const source of offerSources())
    if (held.has(source.area))
      source.requireChosen?.(held.get(source.area), offerContext(source, choices, base));
}

/** The unlocked-only promotions the member's holdings unlock for this order, of every source. */
export function offerUnlocks(held: HeldOffers, ctx: UnlockContext): ReadonlySet<number> {
  const unlocked = new Set<number>();
  for (const source of offerSources())
    if (held.has(source.area))
      for (const id of source.unlocks?.(held.get(source.area), ctx) ?? []) unlocked.add(id);
  return unlocked;
}

/** The sources' pricing rules for an order, in lock order. */
export function offerAdjusters(
  held: HeldOffers,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
): Adjuster<SoldLine>[] {
  return offerSources().flatMap((source) =>
    held.has(source.area)
      ? (source.adjusters?.(held.get(source.area), offerContext(source, choices, base)) ?? [])
      : [],
  );
}

/** placefast: each source's refusal of an order priced without what was chosen of it. */
export function requireAppliedOffers(
  held: HeldOffers,
  a: Assessment,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
) {
  for (const source of offerSources())
    if (held.has(source.area))
      source.requireApplied?.(held.get(source.area), a, offerContext(source, choices, base));
}

/** The placing statement's pieces of every source that takes something for this order. */
export function offerPieces(
  held: HeldOffers,
  a: Assessment,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
): PlacingPiece[] {
  const pieces: PlacingPiece[] = [];
  for (const source of offerSources()) {
    if (!held.has(source.area)) continue;
    const piece = source.take?.(held.get(source.area), a, offerContext(source, choices, base));
    if (piece) pieces.push(piece);
  }
  return pieces;
}

/** The name of an adjustment made by one of the sources, in the reader's language; null for none of theirs. */
export function offerAdjustmentName(a: Adjustment, held: HeldOffers, locale: Locale): string | null {
  for (const source of offerSources()) {
    if (!held.has(source.area)) continue;
    const name = source.adjustmentName?.(a, held.get(source.area), locale);
    if (name) return name;
  }
  return null;
}

/** The sources' parts of a settlement preview, merged. */
export function offersSettlementOut(
  held: HeldOffers,
  a: Assessment,
  choices: OfferChoices,
  base: Omit<OfferContext, 'chosen'>,
): Partial<SettlementPreviewOut> {
  const out: Partial<SettlementPreviewOut> = {};
  for (const source of offerSources())
    if (held.has(source.area))
      Object.assign(
        out,
        source.settlementOut?.(held.get(source.area), a, offerContext(source, choices, base)),
      );
  return out;
}

/** The order offer sources that take part in a read, each with what it was asked and its part (order-read.ts). */
export function offerReadParts(
  choices: OfferChoices,
  placing: boolean,
  at: Date,
  timeZone: string,
): OfferRead[] {
  return offerSources().flatMap((source) => {
    const ask: OfferAsk = { at, timeZone, chosen: choices[source.field] ?? [], placing };
    const part = source.read(ask);
    return part ? [{ area: source.area, ask, part, parse: source.parse }] : [];
  });
}
