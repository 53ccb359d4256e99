// Prepaid cards paying at settlement (decision 061): holders, settlement and placefast calls, and the books the
// split tender tests read.
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import { memberSession } from '../../test/fixtures.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { luhnDigit } from './card-number.ts';
import {
  type CardProductFields,
  type CardSuite,
  type Items,
  placeCall,
  settleCall,
} from './card-test-kit.ts';
import { insertPrepaidProduct } from './prepaid-test-kit.ts';

let phones = 0;
let numbers = 0;

/** A member with `balance` (minor units) of member balance and a session. */
export async function tenderMember(s: CardSuite, balance = 0) {
  phones += 1;
  const phone = `135${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
  const m = { ...(await memberSession(s.t, phone)), phone };
  if (balance > 0) await giveBalance(s.t, m.memberId, balance);
  return m;
}

export type TenderMember = Awaited<ReturnType<typeof tenderMember>>;

/**
 * A prepaid card of a product made with `fields` (the suite store's ¥100 card), held by the member with `balance`
 * on it (minor units), as a bound printed card is: its 'print' entry gives it the balance, so its entries sum to it.
 */
export async function heldPrepaid(
  s: CardSuite,
  memberId: number,
  balance: number,
  fields: CardProductFields = {},
  validUntil: Date | null = new Date(s.t.clock.now().getTime() + 30 * 24 * 3600_000),
) {
  const product = await insertPrepaidProduct(s, fields);
  numbers += 1;
  // Unique in the run, with its check digit, so the counter takes it by number too.
  const body = `9${String(process.pid % 100000).padStart(5, '0')}${String(numbers).padStart(9, '0')}`;
  const number = body + String(luhnDigit(body));
  const at = s.t.clock.now();
  const [card] = await s.t.db
    .insert(memberCards)
    .values({
      productId: product.id,
      memberId,
      // A shopping card's product (fields.kind 'shopping') makes a held shopping card.
      kind: product.kind,
      number,
      balance,
      validFrom: new Date(at.getTime() - 3600_000),
      validUntil,
      zone: 'Asia/Shanghai',
      status: balance > 0 ? 'valid' : 'used',
      createdAt: at,
    })
    .returning();
  await s.t.db.insert(cardEntries).values({
    cardId: card!.id,
    memberId,
    deltaMoney: balance,
    reason: 'print',
    storeId: s.store,
    at,
  });
  return card!;
}

export type { Items };

/** IndexNoDiscount with the prepaid cards chosen to pay (none when absent). */
export function settleTender(s: CardSuite, session: string, items: Items, tenderCardIds?: number[]) {
  return settleCall(s, session, items, tenderCardIds ? { tenderCardIds } : {});
}

/** placefast paying with these cards, the rest by payMethod (balance unless `extra` says otherwise). */
export function placeTender(
  s: CardSuite,
  who: TenderMember,
  items: Items,
  tenderCardIds: number[],
  extra: Record<string, unknown> = {},
) {
  return placeCall(s, who, items, { tenderCardIds, ...extra });
}

/** The cards' balances, statuses and whether each one's entries sum to its balance (the prepaid cards' books). */
export { prepaidBooks as tenderBooks } from './prepaid-test-kit.ts';
