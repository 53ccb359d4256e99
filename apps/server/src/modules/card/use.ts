import { and, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { cardEntries, cardProducts, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffMember } from '../account/index.ts';
import { kindOrderKeys, selectKindOrders } from '../order/index.ts';
import { chainRootId, findStore, requireStoreRecord } from '../store/index.ts';
import { cardNumberOf } from './card-number.ts';
import type { MemberCardRow } from './cards.ts';
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

/** A card by its number as typed or scanned, with its product; CARD_NOT_FOUND for a wrong or unknown number. */
async function cardByNumber(db: Db, typed: string) {
  const number = cardNumberOf(typed);
  if (!number) throw new AppError('CARD_NOT_FOUND');
  const [found] = await db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId))
    .where(eq(memberCards.number, number));
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
  db: Db,
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

/** Thrown inside the use's transaction when a parallel repeat of its key won: undoes the take, answers the repeat. */
class RepeatedUse extends Error {}

/** A counter use: the card by number, the store using it, the till's key for this use (its repeat answers it). */
export interface CounterUse {
  number: string;
  storeId: number;
  key: string;
}

/**
 * One time of a pass card taken at the store's counter (staff API, `npm run staff -- cards use`): the card by its
 * number, usable in this store, then one transaction — the card by a conditional update (valid, a time left,
 * inside its instants; the last time makes it 'used'; a card counted from its first use gets its end now, in the
 * zone of the store that sold it), then its 'use' entry keyed by the till's key. A repeat of the key answers the
 * first use (applied false) and takes nothing: ten parallel uses of the last time apply one.
 */
export async function useAtCounter(deps: Deps, use: CounterUse) {
  const at = deps.clock.now();
  const { card, product } = await cardByNumber(deps.db, use.number);
  if (card.kind !== 'pass') throw new AppError('CARD_NOT_FOUND');
  if (!(await usableIn(deps, card, product, use.storeId))) throw new AppError('CARD_WRONG_STORE');
  const ref = use.key;
  const answer = async (applied: boolean) => {
    const [now] = await deps.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    return { applied, card: toStaffCard(now!, product, at) };
  };
  if (await counterMoveBefore(deps.db, card.id, 'use', ref)) return answer(false);
  const untilIfFirst = firstUseUntil(product.validity, at, card.zone);
  try {
    await retryTransaction(deps.db, async (tx) => {
      const [taken] = await tx
        .update(memberCards)
        .set({
          timesLeft: sql`${memberCards.timesLeft} - 1`,
          status: sql`CASE WHEN ${memberCards.timesLeft} = 1 THEN 'used' ELSE 'valid' END`,
          validUntil: untilIfFirst
            ? sql`coalesce(${memberCards.validUntil}, ${untilIfFirst.toISOString()}::timestamptz)`
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
        .values({
          cardId: card.id,
          memberId: card.memberId,
          deltaTimes: -1,
          reason: 'use',
          ref,
          storeId: use.storeId,
          at,
        })
        .onConflictDoNothing()
        .returning({ id: cardEntries.id });
      if (!entry) throw new RepeatedUse();
    });
  } catch (e) {
    if (e instanceof RepeatedUse) return answer(false);
    // A parallel repeat of the key took the last time first: its use is this call's answer.
    if (e instanceof AppError && (await counterMoveBefore(deps.db, card.id, 'use', ref)))
      return answer(false);
    throw e;
  }
  return answer(true);
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
