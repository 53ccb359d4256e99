import { fromMinor } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardEntries, type cardProducts, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { kindOrderKeys, selectKindOrders } from '../order/index.ts';
import { chainRootId, findStore, requireStoreRecord } from '../store/index.ts';
import type { MemberCardRow } from './cards.ts';
import { cardState } from './validity.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ProductRow = typeof cardProducts.$inferSelect;

/** A prepaid card as staff read it (the staff CLI's cards spend prints it). Balance in yuan. */
export interface StaffPrepaidOut {
  id: number;
  number: string;
  memberId: number | null;
  productId: number;
  name: string;
  balance: number;
  state: ReturnType<typeof cardState>;
  validUntil: string | null;
}

export function staffPrepaid(card: MemberCardRow, product: ProductRow, now: Date): StaffPrepaidOut {
  return {
    id: card.id,
    number: card.number,
    memberId: card.memberId,
    productId: card.productId,
    name: product.name,
    balance: fromMinor(card.balance ?? 0),
    state: cardState(card, now),
    validUntil: card.validUntil?.toISOString() ?? null,
  };
}

/**
 * The store a prepaid card came from: its purchase's, else — a printed card — the store that printed it (its
 * 'print' entry's), else for a transferred part the card it came from's.
 */
async function originStore(db: Db, card: MemberCardRow): Promise<number | null> {
  if (card.boughtByOrderId !== null) {
    const [row] = await selectKindOrders(db, {}).where(eq(kindOrderKeys.id, card.boughtByOrderId));
    return row?.order.storeId ?? null;
  }
  const [printed] = await db
    .select({ storeId: cardEntries.storeId })
    .from(cardEntries)
    .where(and(eq(cardEntries.cardId, card.id), eq(cardEntries.reason, 'print')))
    .orderBy(asc(cardEntries.id))
    .limit(1);
  if (printed) return printed.storeId;
  if (card.fromCardId === null) return null;
  const [from] = await db.select().from(memberCards).where(eq(memberCards.id, card.fromCardId));
  return from ? originStore(db, from) : null;
}

/**
 * Whether a prepaid card is spent in this store: one of its product's stores, or — when the product names none —
 * any store of the chain it came from (the product's store, else where it was bought or printed).
 */
export async function prepaidUsableIn(deps: Deps, card: MemberCardRow, product: ProductRow, storeId: number) {
  const here = (await requireStoreRecord(deps, storeId)).row;
  if (product.storeIds.length > 0) return product.storeIds.includes(storeId);
  const soldIn = product.storeId ?? (await originStore(deps.db, card));
  const sold = soldIn === null ? null : await findStore(deps.db, deps.clock, soldIn);
  return sold !== null && chainRootId(sold.row) === chainRootId(here);
}

/** Why a prepaid card the conditional update did not take cannot be spent or given now. */
export function spendRefusal(card: MemberCardRow, amount: number, at: Date): AppError {
  if (card.status === 'disabled' || card.status === 'refunded' || card.status === 'transferred')
    return new AppError('CARD_DISABLED');
  if (card.validUntil && at >= card.validUntil) return new AppError('CARD_EXPIRED');
  if (at < card.validFrom) return new AppError('CARD_NOT_STARTED');
  if ((card.balance ?? 0) < amount || card.status === 'used')
    return new AppError('CARD_BALANCE_INSUFFICIENT');
  return new AppError('CARD_EXPIRED');
}
