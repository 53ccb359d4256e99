import type { CardProductOut, PrivilegeProductOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyCard } from '../api/buy.ts';
import { useCardPay } from './use-card-pay.ts';

/** What the member chose to buy and how to pay; the price the page showed goes along (a change is refused). */
export interface BuyDraft {
  id: number;
  payMethod: number;
  /** Decimals, as the page showed it. */
  price: number;
  /** A promotion card's code: it is got by its code only. */
  code?: string;
}

/**
 * Buying a card of any kind (SPEC §2 coupons/buyPassDetails, buyPrepaidCardDetails, buyPrivilegeCard):
 * Card/BuyCard, paid as payment's usePrepaidPayment pays (one key per card and method; the keypad for balance).
 * Paid at once it shows the result on the buy page it came from (`path` ?orderno=); online it comes back there
 * from the gateway with the local order number to confirm. For a privilege card the server decides whether it
 * renews: a running card of the same period is extended from its end.
 */
export function useBuy(opts: { needPayPassword: boolean; path: string; query?: Record<string, string> }) {
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BuyDraft) => `${d.id}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyCard(client, {
        id: draft.id,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(draft.code ? { code: draft.code } : {}),
        ...(payPassword ? { payPassword } : {}),
      }),
    // A page opened by its query (a promotion card's ?code=) comes back to it with that query.
    returnTo: opts.query ? `${opts.path}?${new URLSearchParams(opts.query)}` : opts.path,
    onPaid: (order) => redirect(opts.path, { ...opts.query, orderno: order.orderNo }),
  });
}

/** The product a buy form sells: a pass, prepaid or privilege card's, as the server lists it. */
type OnSale = Pick<CardProductOut | PrivilegeProductOut, 'id' | 'price' | 'buyLimit' | 'refusal'>;

/**
 * A buy page's form state for one product: how it is paid, the purchase, why the member cannot buy it (the
 * server's refusal, in words), and the submit that buys it. A free card is "paid" by balance, which takes nothing.
 */
export function useBuyForm(product: OnSale, path: string, opened?: { code: string }) {
  const t = useT();
  const free = product.price === 0;
  const pay = useCardPay(product.price, !free);
  // A free card is "paid" by balance with nothing to take: the server asks no password for it, nor does the page.
  const buy = useBuy({
    needPayPassword: pay.needPayPassword && !free,
    path,
    ...(opened ? { query: { code: opened.code } } : {}),
  });
  const refusal = product.refusal ? t(`errors.${product.refusal}`, { Limit: product.buyLimit ?? 0 }) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payMethod = free ? PayCode.balance : pay.chosen?.Code;
    if (payMethod !== undefined)
      buy.pay({ id: product.id, payMethod, price: product.price, ...(opened ? { code: opened.code } : {}) });
  };
  return { pay, buy, free, refusal, submit, canBuy: refusal === null && (free || pay.chosen !== null) };
}
