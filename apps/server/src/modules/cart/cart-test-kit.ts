// Call helpers of the cart tests.
import { randomBytes } from 'node:crypto';
import { type CartItemOut, cartItemOut, headerNames, type InvalidBasketItem } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/cart.ts';
import type { CallResult, TestApp } from '../../test/harness.ts';
import { lineColumns } from './cart-store.ts';

/** A fresh guest cart key, in the client's format. */
export function newCartKey(): string {
  return randomBytes(16).toString('base64url');
}

export interface SyncItem {
  ProductId: number;
  ProductNum: number;
  CartItemAttributes?: Array<{ txtproductAttributeUid: string | number; attributeValue?: number }>;
  [field: string]: unknown;
}

export interface SyncOptions {
  storeId: number;
  isMerge?: boolean;
  cartKey?: string;
  session?: string;
  needProductInfo?: boolean;
  cartType?: number;
  path?: string;
  /** The reader's x-locale (decision 020); none: the base text. */
  locale?: string;
}

export interface SyncResponse {
  status: number;
  body: CallResult<string>['body'] & {
    InvalidBasketItems?: InvalidBasketItem[];
    Summary?: { amount: number; quantity: number; originalAmount: number; discountedPrice: number };
  };
  items: CartItemOut[];
}

/** Calls the cart sync and parses Result (a JSON string) into items checked against the contract. */
export async function sync(t: TestApp, items: SyncItem[], o: SyncOptions): Promise<SyncResponse> {
  const body = {
    shopcartItems: JSON.stringify(items),
    isMerge: o.isMerge ?? false,
    needProductInfo: o.needProductInfo ?? true,
    cartType: o.cartType ?? 0,
    ...(o.cartKey ? { cartKey: o.cartKey } : {}),
  };
  const res = await t.call<string>(o.path ?? 'shopcart/syncshopcartv2', body, {
    session: o.session,
    headers: {
      [headerNames.storeId]: String(o.storeId),
      ...(o.locale ? { [headerNames.locale]: o.locale } : {}),
    },
  });
  const parsed =
    res.status === 200 ? cartItemOut.array().parse(JSON.parse(res.body.Result)) : ([] as CartItemOut[]);
  return { status: res.status, body: res.body as SyncResponse['body'], items: parsed };
}

/** Asserts a call succeeded and returns it. */
export function ok(res: SyncResponse): SyncResponse {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

/** The stored lines of every cart of an owner, for checking what a refused call left behind. */
export async function storedLines(db: DbOrTx, owner: { memberId?: number; cartKey?: string }) {
  const where = owner.memberId ? eq(carts.memberId, owner.memberId) : eq(carts.cartKey, owner.cartKey!);
  return db
    .select({ cartId: carts.id, storeId: carts.storeId, ...lineColumns })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(where)
    .orderBy(asc(carts.storeId), asc(cartLines.id));
}
