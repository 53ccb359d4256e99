import { and, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { cardEntries, cardProducts, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffMember } from '../account/index.ts';
import { acceptPayCodeAtCounter } from '../balance/index.ts';
import { kindOrderKeys, selectKindOrders } from '../order/index.ts';
import { chainRootId, findStore, requireStoreRecord } from '../store/index.ts';
import { cardNumberOf } from './card-number.ts';
import type { MemberCardRow } from './cards.ts';
import { counterPassOf } from './counter-pass.ts';
import { cardState, firstUseUntil } from './validity.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ProductRow = typeof cardProducts.$inferSelect;

/** A card as staff read it (the staff CLI's cards command prints it). */
export interface StaffCardOut {
  id: number;
  number: string;
  memberId: number | null;
  kind: MemberCardRow['kind'];
  productId: number;
  name: string;
  timesTotal: number | null;
  timesLeft: number | null;
  state: ReturnType<typeof cardState>;
  validFrom: string;
  validUntil: string | null;
}

export function toStaffCard(card: MemberCardRow, product: ProductRow, now: Date): StaffCardOut {
  return {
    id: card.id,
    number: card.number,
    memberId: card.memberId,
    kind: card.kind,
    productId: card.productId,
    name: product.name,
    timesTotal: card.timesTotal,
    timesLeft: card.timesLeft,
    state: cardState(card, now),
    validFrom: card.validFrom.toISOString(),
    validUntil: card.validUntil?.toISOString() ?? null,
  };
}

/**
 * A card of this kind by its number as typed or scanned, with its product (a pass card's counter use, a prepaid
 * card's spend); CARD_NOT_FOUND for a wrong or unknown number, or a card of another kind.
 */
export async function cardByNumber(db: Db, typed: string, kind: MemberCardRow['kind']) {
  const number = cardNumberOf(typed);
  if (!number) throw new AppError('CARD_NOT_FOUND');
  const [found] = await db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(and(eq(memberCards.number, number), eq(memberCards.kind, kind)));
  if (!found) throw new AppError('CARD_NOT_FOUND');
  return found;
}

/**
 * Whether the card is used in this store: one of its product's stores, or — when the product names none — any
 * store of the chain that sold it (the product's store, else its purchase's). STORE_NOT_FOUND for no such store.
 */
async function usableIn(deps: Deps, card: MemberCardRow, product: ProductRow, storeId: number) {
  const here = (await requireStoreRecord(deps, storeId)).row;
  if (product.storeIds.length > 0) return product.storeIds.includes(storeId);
  const soldIn = product.storeId ?? (await purchaseStore(deps.db, card.boughtByOrderId));
  const sold = soldIn === null ? null : await findStore(deps.db, deps.clock, soldIn);
  return sold !== null && chainRootId(sold.row) === chainRootId(here);
}

/** The store a card's purchase was made in; null for a card not bought (none yet). */
async function purchaseStore(db: Db, orderId: number | null): Promise<number | null> {
  if (orderId === null) return null;
  const [row] = await selectKindOrders(db, {}).where(eq(kindOrderKeys.id, orderId));
  return row?.order.storeId ?? null;
}

/** Why a card the conditional update did not take cannot be used now, read from the card as it stands. */
function useRefusal(card: MemberCardRow, at: Date): AppError {
  if (card.status === 'disabled' || card.status === 'refunded') return new AppError('CARD_DISABLED');
  if (card.status === 'used' || card.timesLeft === 0) return new AppError('CARD_USED_UP');
  if (card.status !== 'valid') return new AppError('CARD_EXPIRED');
  if (at < card.validFrom) return new AppError('CARD_NOT_STARTED');
  return new AppError('CARD_EXPIRED');
}

/** The counter move (a pass card's use, a prepaid card's spend) a till's key made on a card already, if any. */
export async function counterMoveBefore(
  db: DbOrTx,
  cardId: number,
  reason: 'use' | 'spend',
  ref: string,
): Promise<boolean> {
  const [entry] = await db
    .select({ id: cardEntries.id })
    .from(cardEntries)
    .where(
      and(
        eq(cardEntries.cardId, cardId),
        eq(cardEntries.reason, reason),
        isNull(cardEntries.orderId),
        eq(cardEntries.ref, ref),
      ),
    );
  return entry !== undefined;
}

/** The card a till's key used in this store at the counter last, if any (a payment code's repeat names no card). */
async function counterUseByKey(db: Db, storeId: number, ref: string): Promise<number | null> {
  const [entry] = await db
    .select({ cardId: cardEntries.cardId })
    .from(cardEntries)
    .where(
      and(
        eq(cardEntries.reason, 'use'),
        isNull(cardEntries.orderId),
        eq(cardEntries.ref, ref),
        eq(cardEntries.storeId, storeId),
      ),
    )
    .orderBy(desc(cardEntries.id))
    .limit(1);
  return entry?.cardId ?? null;
}

/** Thrown inside the use's transaction when a repeat of its key won: undoes the take, answers the repeat. */
class RepeatedUse extends Error {
  constructor(readonly cardId: number) {
    super('repeated counter use');
  }
}

/**
 * A counter use: the card by its number, or by the member's payment code (and the card's id when they hold
 * several); the store using it; the till's key for this use (its repeat answers it).
 */
export type CounterUse = { storeId: number; key: string } & (
  | { number: string; payCode?: undefined; cardId?: undefined }
  | { payCode: string; cardId?: number | undefined; number?: undefined }
);

/** The card being used, as the take needs it: its holder and the end a first use gives it (null: none). */
interface TakenCard {
  id: number;
  memberId: number | null;
  untilIfFirst: Date | null;
}

/**
 * One time of a pass card taken in the caller's transaction: the card by a conditional update (valid, a time left,
 * inside its instants; the last time makes it 'used'; a card counted from its first use gets its end now), then its
 * 'use' entry keyed by the till's key; RepeatedUse when that key's entry is there already.
 */
async function takeOneTime(tx: Tx, card: TakenCard, storeId: number, ref: string, at: Date) {
  const [taken] = await tx
    .update(memberCards)
    .set({
      timesLeft: sql`${memberCards.timesLeft} - 1`,
      status: sql`CASE WHEN ${memberCards.timesLeft} = 1 THEN 'used' ELSE 'valid' END`,
      validUntil: card.untilIfFirst
        ? sql`coalesce(${memberCards.validUntil}, ${card.untilIfFirst.toISOString()}::timestamptz)`
        : undefined,
    })
    .where(
      and(
        eq(memberCards.id, card.id),
        eq(memberCards.status, 'valid'),
        gte(memberCards.timesLeft, 1),
        lte(memberCards.validFrom, at),
        or(isNull(memberCards.validUntil), gt(memberCards.validUntil, at)),
      ),
    )
    .returning({ id: memberCards.id });
  if (!taken) {
    const [now] = await tx.select().from(memberCards).where(eq(memberCards.id, card.id));
    throw useRefusal(now!, at);
  }
  const [entry] = await tx
    .insert(cardEntries)
    .values({ cardId: card.id, memberId: card.memberId, deltaTimes: -1, reason: 'use', ref, storeId, at })
    .onConflictDoNothing()
    .returning({ id: cardEntries.id });
  if (!entry) throw new RepeatedUse(card.id);
}

/** A counter use's answer: whether this call took the time, and the card as it stands. */
async function useAnswer(deps: Deps, cardId: number, applied: boolean, at: Date) {
  const [now] = await deps.db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(eq(memberCards.id, cardId));
  return { applied, card: toStaffCard(now!.card, now!.product, at) };
}

/**
 * One time of a pass card taken at the store's counter by the card's number (staff API, `npm run staff -- cards
 * use`): the card usable in this store, then one transaction that takes the time (takeOneTime; a first-use card's
 * end in the zone of the store that sold it). A repeat of the key answers the first use (applied false) and takes
 * nothing: ten parallel uses of the last time apply one.
 */
async function useByNumber(deps: Deps, use: CounterUse & { number: string }) {
  const at = deps.clock.now();
  const { card, product } = await cardByNumber(deps.db, use.number, 'pass');
  if (!(await usableIn(deps, card, product, use.storeId))) throw new AppError('CARD_WRONG_STORE');
  const ref = use.key;
  if (await counterMoveBefore(deps.db, card.id, 'use', ref)) return useAnswer(deps, card.id, false, at);
  const untilIfFirst = firstUseUntil(product.validity, at, card.zone);
  try {
    await retryTransaction(deps.db, (tx) =>
      takeOneTime(tx, { id: card.id, memberId: card.memberId, untilIfFirst }, use.storeId, ref, at),
    );
  } catch (e) {
    if (e instanceof RepeatedUse) return useAnswer(deps, card.id, false, at);
    // A parallel repeat of the key took the last time first: its use is this call's answer.
    if (e instanceof AppError && (await counterMoveBefore(deps.db, card.id, 'use', ref)))
      return useAnswer(deps, card.id, false, at);
    throw e;
  }
  return useAnswer(deps, card.id, true, at);
}

/**
 * One time of a pass card taken at the counter by the member's payment code (decision 065), in one transaction:
 * the code accepted through the balance area's face (so it serves once, and stays unused when the use is refused),
 * the member's card chosen (counter-pass.ts), its time taken. A key already used on that card answers that use;
 * a repeat whose code was taken by its first sending answers the card the key used in this store.
 */
async function useByPayCode(deps: Deps, use: CounterUse & { payCode: string }) {
  const at = deps.clock.now();
  const store = (await requireStoreRecord(deps, use.storeId)).row;
  const ref = use.key;
  try {
    const cardId = await retryTransaction(deps.db, async (tx) => {
      const memberId = await acceptPayCodeAtCounter(tx, use.payCode, at);
      const card = await counterPassOf(tx, memberId, store, use.cardId, at);
      if (await counterMoveBefore(tx, card.id, 'use', ref)) throw new RepeatedUse(card.id);
      const untilIfFirst = firstUseUntil(card.validity, at, card.zone);
      await takeOneTime(tx, { id: card.id, memberId, untilIfFirst }, use.storeId, ref, at);
      return card.id;
    });
    return useAnswer(deps, cardId, true, at);
  } catch (e) {
    if (e instanceof RepeatedUse) return useAnswer(deps, e.cardId, false, at);
    if (e instanceof AppError && e.code === 'PAY_CODE_USED') {
      const before = await counterUseByKey(deps.db, use.storeId, ref);
      if (before !== null && (use.cardId === undefined || use.cardId === before))
        return useAnswer(deps, before, false, at);
    }
    throw e;
  }
}

/** One time of a pass card taken at the counter (staff API, `npm run staff -- cards use`), by number or pay code. */
export function useAtCounter(deps: Deps, use: CounterUse) {
  return use.payCode === undefined
    ? useByNumber(deps, { ...use, number: use.number })
    : useByPayCode(deps, { ...use, payCode: use.payCode });
}

/**
 * Withdraws a card from its holder (state disabled, never usable again); a card already used up, disabled or
 * refunded stays as it is and says so.
 */
export async function disableCard(deps: Deps, id: number) {
  const [row] = await deps.db
    .update(memberCards)
    .set({ status: 'disabled' })
    .where(and(eq(memberCards.id, id), eq(memberCards.status, 'valid')))
    .returning();
  const [found] = await deps.db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(eq(memberCards.id, id));
  if (!found) throw new AppError('CARD_NOT_FOUND');
  if (!row) throw useRefusal(found.card, deps.clock.now());
  return toStaffCard(found.card, found.product, deps.clock.now());
}

/** A member's cards (found by phone, and member number when the phone has several), newest first, as staff read them. */
export async function memberCardsForStaff(deps: Deps, phone: string, memberNo?: string) {
  const member = await staffMember(deps.db, phone, memberNo);
  const rows = await deps.db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(eq(memberCards.memberId, member.id))
    .orderBy(sql`${memberCards.id} DESC`)
    .limit(200);
  const now = deps.clock.now();
  return { memberNo: member.memberNo, cards: rows.map((r) => toStaffCard(r.card, r.product, now)) };
}
