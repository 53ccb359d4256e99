import { randomInt } from 'node:crypto';
import { fromMinor } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cardEntries, cardProducts, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId } from '../../platform/staff/staff-fields.ts';
import { hashPassword } from '../account/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { newCardNumber } from './card-number.ts';
import { issuedValidity } from './validity.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** A printed card's password: 10 random digits, 10^10 of them, against 5 wrong tries per card in 15 minutes. */
export const PRINTED_PASSWORD_DIGITS = 10;

export function newCardPassword(): string {
  let password = '';
  for (let i = 0; i < PRINTED_PASSWORD_DIGITS; i++) password += String(randomInt(10));
  return password;
}

/** POST /staff/cards/print: a batch of physical cards of a prepaid product, printed by one store. */
export const printBody = z.strictObject({
  productId: staffBodyId,
  /** The store printing them: its zone counts their validity, its chain uses them when the product names none. */
  storeId: staffBodyId,
  count: z.number().int().min(1).max(500),
});

/** One printed card, with its password: answered once, to go on the card; the server keeps only its hash. */
export interface PrintedCardOut {
  id: number;
  number: string;
  password: string;
  balance: number;
  validUntil: string | null;
}

/**
 * Prints `count` physical cards of a prepaid product (issue 29): each a new number and a random password stored as
 * the member password's scrypt hash, the face value as its balance with its 'print' entry (the ledger sums to it
 * from the first move), no member until one binds it. The validity counts from now in the printing store's zone.
 * Hashing runs before the transaction, one at a time (each takes 32 MiB), so the insert is short.
 */
export async function printCards(deps: Deps, body: z.infer<typeof printBody>): Promise<PrintedCardOut[]> {
  const at = deps.clock.now();
  const [product] = await deps.db.select().from(cardProducts).where(eq(cardProducts.id, body.productId));
  if (product?.kind !== 'prepaid' || product.faceValue === null) throw new AppError('CARD_PRODUCT_NOT_FOUND');
  if (product.status === 'ended') throw new AppError('CARD_PRODUCT_ENDED');
  const zone = (await requireStoreRecord(deps, body.storeId)).row.settings.timezone;
  const { validFrom, validUntil } = issuedValidity(product.validity, at, zone);
  const faceValue = product.faceValue;
  const batch: { number: string; password: string; hash: string }[] = [];
  for (let i = 0; i < body.count; i++) {
    const password = newCardPassword();
    batch.push({ number: newCardNumber(), password, hash: await hashPassword(password) });
  }
  const cards = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(memberCards)
      .values(
        batch.map((c) => ({
          productId: product.id,
          memberId: null,
          passwordHash: c.hash,
          kind: 'prepaid' as const,
          number: c.number,
          balance: faceValue,
          validFrom,
          validUntil,
          zone,
          createdAt: at,
        })),
      )
      .returning({ id: memberCards.id, number: memberCards.number });
    await tx.insert(cardEntries).values(
      rows.map((r) => ({
        cardId: r.id,
        memberId: null,
        deltaMoney: faceValue,
        reason: 'print' as const,
        storeId: body.storeId,
        at,
      })),
    );
    return rows;
  });
  const passwords = new Map(batch.map((c) => [c.number, c.password]));
  return cards.map((c) => ({
    id: c.id,
    number: c.number,
    password: passwords.get(c.number)!,
    balance: fromMinor(faceValue),
    validUntil: validUntil?.toISOString() ?? null,
  }));
}
