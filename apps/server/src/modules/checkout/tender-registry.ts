import type { SettlementPreviewOut } from '@shop/contracts';
import { type Adjustment, goodsLeft, isOnlinePayCode, type Locale, type Minor, PayCode } from '@shop/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PlacingPiece } from '../order/index.ts';
import type { StoreRow } from '../store/index.ts';

// Order tenders (split tender, decision 061): what a member holds that pays part or all of an order's amount — a
// prepaid card — as opposed to an order offer, which changes the amount. Checkout asks each registered source what
// the chosen ids pay of the amount and places the source's piece with the order; the rest is left for the pay
// method. Checkout names no area: the card area registers its prepaid cards with its routes.

/**
 * A line of the order as a tender sees it (decision 063): what it is, and what its goods still come to after every
 * discount allocated to it — the promotions, coupons, pass cards and privilege card; fees and a free-shipping coupon
 * bear on no line. A tender that pays only some goods (a shopping card) pays at most these.
 */
export interface TenderLine {
  productId: number;
  categoryId: number | null;
  goods: Minor;
}

/**
 * What a source is asked for one order: the store, the member, the order's instant, the ids the shopper chose, and
 * the priced order's lines.
 */
export interface TenderAsk {
  store: StoreRow;
  memberId: number;
  at: Date;
  locale: Locale;
  /** The ids chosen of this source (tenderCardIds); [] when none. */
  chosen: readonly number[];
  /** The priced order's lines (given and added), each with what its goods come to now. */
  lines: readonly TenderLine[];
}

/** The priced order's lines as tenders see them: each line's amount plus its part of every allocated adjustment. */
export function tenderLines(priced: {
  lines: readonly { productId: number; categoryId: number | null; amount: Minor }[];
  adjustments: readonly Pick<Adjustment, 'kind' | 'allocation'>[];
}): TenderLine[] {
  const goods = goodsLeft(priced);
  return priced.lines.map((line, i) => ({
    productId: line.productId,
    categoryId: line.categoryId,
    goods: Math.max(0, goods[i]!),
  }));
}

export type TenderDeps = Pick<AppDeps, 'db' | 'clock'>;

/** What the chosen pay of an order (minor units) and the placing piece that takes it (none when they pay nothing). */
export interface TenderTake {
  paid: number;
  piece: PlacingPiece | null;
}

/** One source of tenders. `Held` is what it read for the member (their rows, and the chosen ones whoever's). */
export interface OrderTenderSource<Held> {
  /** The area that owns the rows (DESIGN §2 name). */
  area: string;
  /** Reads what the member holds of it, and the chosen ids (so another member's is refused with a 404). */
  read(deps: TenderDeps, ask: Omit<TenderAsk, 'store' | 'lines'>): Promise<Held>;
  /**
   * placefast: what the chosen pay of `amount`, refusing any chosen that cannot pay here and now, with the piece
   * that takes it by conditional update (a parallel order or a counter spending it first refuses the order).
   */
  take(deps: TenderDeps, held: Held, amount: number, ask: TenderAsk): Promise<TenderTake>;
  /** The settlement's part: what it offers and what the chosen pay of `amount` (listed, never refused, but 404s). */
  settlementOut(
    deps: TenderDeps,
    held: Held,
    amount: number,
    ask: TenderAsk,
  ): Promise<{ paid: number; out: Partial<SettlementPreviewOut> }>;
}

const sources = new Map<string, OrderTenderSource<unknown>>();

/**
 * Registers an area's tender source, with its routes. The same entry again is a no-op (each API test app mounts the
 * modules again); a different one under the same area is a mistake.
 */
export function registerOrderTender<Held>(source: OrderTenderSource<Held>): void {
  const known = sources.get(source.area);
  if (known && known !== (source as OrderTenderSource<unknown>))
    throw new Error(`order tender '${source.area}' is registered twice`);
  sources.set(source.area, source as OrderTenderSource<unknown>);
}

/** What the order's tenders pay (minor units) and the pieces that take it; nothing when no tender was chosen. */
export interface PlacingTenders {
  paid: number;
  pieces: PlacingPiece[];
}

const none: PlacingTenders = { paid: 0, pieces: [] };

/**
 * placefast: each source's part of the amount, the next source taking from what the one before left. A rest left
 * beside a tender is paid by balance or online when the order is placed; paying it at the store would leave a paid
 * part on an order the store settles by hand, so it is refused (PAY_METHOD_UNCONFIGURED).
 */
export async function placingTenders(
  deps: TenderDeps,
  ask: TenderAsk,
  payMethod: number,
  amount: number,
): Promise<PlacingTenders> {
  if (ask.chosen.length === 0 || sources.size === 0) return none;
  let left = amount;
  const pieces: PlacingPiece[] = [];
  for (const source of sources.values()) {
    const held = await source.read(deps, ask);
    const take = await source.take(deps, held, left, ask);
    left -= take.paid;
    if (take.piece) pieces.push(take.piece);
  }
  const paid = amount - left;
  if (paid > 0 && left > 0 && payMethod !== PayCode.balance && !isOnlinePayCode(payMethod))
    throw new AppError('PAY_METHOD_UNCONFIGURED');
  return { paid, pieces };
}

/** What the sources read for a settlement: started beside the settlement's own read, awaited for its answer. */
export type SettlementTenderRead = Promise<unknown[]>;

/** Starts every source's read for a settlement (the member's cards), so it runs beside the settlement's. */
export function readSettlementTenders(
  deps: TenderDeps,
  ask: Omit<TenderAsk, 'store' | 'lines'>,
): SettlementTenderRead {
  return Promise.all([...sources.values()].map((source) => source.read(deps, ask)));
}

/** The sources' parts of a settlement preview for an amount (minor units), merged. */
export async function settlementTendersOut(
  deps: TenderDeps,
  read: SettlementTenderRead,
  amount: number,
  ask: TenderAsk,
): Promise<Partial<SettlementPreviewOut>> {
  const held = await read;
  const out: Partial<SettlementPreviewOut> = {};
  let left = amount;
  let i = 0;
  for (const source of sources.values()) {
    const part = await source.settlementOut(deps, held[i++], left, ask);
    left -= part.paid;
    Object.assign(out, part.out);
  }
  return out;
}
