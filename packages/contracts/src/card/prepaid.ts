import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { cardPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { cardOrderOut, memberCardOut } from './cards.ts';

// Prepaid cards (SPEC §2 coupons: bindPrepaidCard, couponPrepaidCardDetails with transferPrepaidCard; balance:
// prepaidCardRecharge; decision 057 §7). Buying one online is Card/BuyCard of a 'prepaid' product; its page, list
// and records are the card calls of cards.ts.

/** A printed card's password as typed: the printed one is 10 digits; anything else up to 32 is judged (and wrong). */
export const prepaidCardPassword = z.string().trim().min(1).max(32);

/** An amount of money in decimals, more than 0, at most 2 decimals. */
const money = z
  .number()
  .positive()
  .max(100_000)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'at most 2 decimals');

/** What TransferPrepaidCard answers: the giver's card after the move, and what was moved to whom. */
export const prepaidTransferOut = z.object({
  card: memberCardOut,
  /** Decimals. */
  amount: z.number(),
  /** The receiver's phone, masked (138****0000). */
  toPhoneMasked: z.string(),
});
export type PrepaidTransferOut = z.infer<typeof prepaidTransferOut>;

export const prepaidCardEndpoints = {
  /**
   * Binds a printed prepaid card to the member by its number and password (SPEC §5 both required). Tries are
   * counted before they are judged, per card, per member and per client address (TOO_FREQUENT past the limit);
   * a wrong number or a wrong password is one answer, CARD_WRONG_NUMBER_OR_PASSWORD. A card bound to another
   * member: CARD_ALREADY_BOUND; a disabled or refunded card: CARD_DISABLED. Binding one's own card again answers it.
   */
  bindPrepaidCard: endpoint({
    path: cardPaths.bindPrepaidCard,
    access: 'member',
    request: z.strictObject({ number: z.string().trim().min(1).max(40), password: prepaidCardPassword }),
    result: memberCardOut,
  }),

  /**
   * Tops up a prepaid card by `amount` (decimals): an order of kind 'card' paid by balance at once or online
   * (order/wxpay); the card's balance grows when it is paid, once. The card is one of the member's by `id` (its
   * page's top-up), or any printed card by its `number` and `password` (SPEC §5 both required): judged as
   * BindPrepaidCard judges them (tries counted first, TOO_FREQUENT, CARD_WRONG_NUMBER_OR_PASSWORD,
   * CARD_ALREADY_BOUND), a card nobody holds yet bound to the member first, since money on a card is its holder's.
   * CARD_NOT_FOUND for another's card or none by id; CARD_DISABLED, CARD_EXPIRED for a card that cannot take it;
   * the payment's refusals as BuyCard.
   */
  prepaidCardRecharge: endpoint({
    path: cardPaths.prepaidCardRecharge,
    access: 'member',
    request: z
      .strictObject({
        id: field.id.optional(),
        number: z.string().trim().min(1).max(40).optional(),
        password: prepaidCardPassword.optional(),
        amount: money,
        payMethod: z.number().int().min(-2000).max(2000),
        idempotencyKey: field.idempotencyKey,
        payPassword: payPasswordText.optional(),
      })
      .refine(
        (r) => (r.id === undefined) === (r.number !== undefined && r.password !== undefined),
        'the card: its id, or its number and password',
      ),
    result: cardOrderOut,
  }),

  /**
   * Gives `amount` (decimals) of one of the member's prepaid cards — or all of it, without `amount` — to the
   * member with this phone (and member number when the phone holds several accounts), on a card of theirs of the
   * same product; both cards record it. Only for a product that allows it (CARD_NOT_TRANSFERABLE), a valid card
   * (CARD_DISABLED, CARD_EXPIRED), enough on it (CARD_BALANCE_INSUFFICIENT); CARD_TRANSFER_MEMBER_NOT_FOUND,
   * CARD_TRANSFER_SELF. A repeat of the idempotency key answers the first transfer and moves nothing again.
   */
  transferPrepaidCard: endpoint({
    path: cardPaths.transferPrepaidCard,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      amount: money.optional(),
      phone: field.phone,
      memberNo: z.string().trim().min(1).max(32).optional(),
      idempotencyKey: field.idempotencyKey,
    }),
    result: prepaidTransferOut,
  }),
};
