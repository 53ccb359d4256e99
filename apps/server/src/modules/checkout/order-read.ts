import { fallbackChain, type Locale } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import type { OrderStatus } from '../../db/schema/order.ts';
import { addressFromJson, type MemberAddress, memberAddressJsonSql } from '../address/index.ts';
import {
  type CatalogProduct,
  type GroupJson,
  type OptionJson,
  optionsJsonSql,
  type ProductJson,
  productMap,
  productsJsonSql,
  requiredGroupsJsonSql,
} from '../catalog/index.ts';
import { madeGoodsOrderSql } from '../order/index.ts';
import type { OfferRead, OfferReadPart } from './offer-read.ts';

/** A required option group of a product that has something to choose. */
export interface RequiredGroup {
  productId: number;
  groupId: number;
  name: string;
}

/** An order already placed with the idempotency key of a call. */
export interface ExistingOrder {
  id: number;
  storeId: number;
  orderNo: string;
  requestHash: string;
  status: OrderStatus;
  payMethod: number;
  amount: number;
  pickupNo: string;
  cancelAfter: string | null;
}

/** What settlement and placefast read before deciding: catalogue rows, the member, and a prior order. */
export interface OrderRead {
  products: Map<number, CatalogProduct>;
  requiredGroups: RequiredGroup[];
  balance: number;
  phone: string;
  /** Whether the member has a payment password, asked for before a balance payment. */
  hasPayPassword: boolean;
  existing: ExistingOrder | null;
  /** Delivery: the member's address asked for, null when it is not theirs; undefined when none was asked for. */
  address?: MemberAddress | null;
  /** The member's level (null while the store has no levels) and newness, as promotions filter them. */
  member: { levelId: number | null; isNew: boolean };
  /** What each order offer source read (its Held, by area; decision 060): only the sources that took part. */
  offers: Map<string, unknown>;
}

/** What a read asks for beyond the lines and the member. */
export interface ReadOptions {
  /** The request's instant (the clock's now): a lapsed level, coupons valid. */
  at: Date;
  /** The idempotency key of a placefast call ('' for none). */
  idempotencyKey?: string;
  /** Delivery: the member's address id. */
  addressId?: number;
  /** The order offer sources' parts of the read (offer-registry.ts offerReadParts); none when absent. */
  offers?: readonly OfferRead[];
}

type MemberJson = [
  balance: number,
  phone: string | null,
  hasPayPassword: boolean,
  levelId: number | null,
  levelExpiresAt: string | null,
  hasOrdered: boolean,
  entryLevelId: number | null,
];
type ExistingJson = [number, number, string, string, OrderStatus, number, number, string, string | null];

interface ReadRow {
  products: ProductJson[] | null;
  options: OptionJson[] | null;
  groups: GroupJson[] | null;
  member: MemberJson | null;
  existing: ExistingJson | null;
  address?: unknown;
  [offer: `offer${number}`]: unknown;
}

// A member is new until a goods order of theirs went through (promotions' newMembersOnly): the coupon area's rule
// for new-members-only coupons too (decision 030), one text in the account area.
const hasOrderedSql = madeGoodsOrderSql('$3');
// The entry level (the lowest rank), which a member without a level, or whose level lapsed, counts as (decision 008).
const entryLevelSql = '(SELECT c.id FROM customer_categories c ORDER BY c.rank LIMIT 1)';

// $1 product ids, $2 option ids, $3 member id, $4 idempotency key ('' for none), $5 the reader's locale chain;
// the delivery variant also the member's address id (the address area's SQL, memberAddressJsonSql); then each order
// offer source's values (the member's coupons asked for or held, with their use counts; their pass cards …), in the
// sources' order, each part selected as offer<i>.
function readText(delivery: boolean, parts: readonly OfferReadPart[]): { text: string; params: number } {
  let params = 5;
  const address = delivery ? `$${++params}::int` : '';
  const offers = parts.map((part, i) => {
    const first = params + 1;
    params += part.values.length;
    return `${part.sql('$3', (k: number) => `$${first + k}`)} AS offer${i}`;
  });
  const extra = [delivery ? `${memberAddressJsonSql(address, '$3')} AS address` : '', ...offers].filter(
    Boolean,
  );
  const text = `
SELECT
  ${productsJsonSql('$1::int[]', '$5')} AS products,
  ${optionsJsonSql('$2::int[]', '$5')} AS options,
  ${requiredGroupsJsonSql('$1::int[]')} AS groups,
  (SELECT json_build_array(m.balance, m.phone, m.pay_password_hash IS NOT NULL, m.category_id, m.level_expires_at,
      ${hasOrderedSql}, ${entryLevelSql}) FROM members m WHERE m.id = $3) AS member,
  (SELECT json_build_array(o.id, o.store_id, o.order_no, o.request_hash, o.status, o.pay_method, o.amount, o.pickup_no,
      o.cancel_after) FROM orders o WHERE o.member_id = $3 AND o.idempotency_key = $4) AS existing${extra
        .map((e) => `,\n  ${e}`)
        .join('')}`;
  return { text, params };
}

// Self-pickup without offers keeps the plainest read; delivery adds its address, each offer source its part, in the
// same round trip: one named statement per combination (the coupon-only shapes keep their names of before).
const readStatements = new Map<string, Statement>();

function readStatementOf(delivery: boolean, parts: readonly OfferReadPart[]): Statement {
  const key = [delivery, ...parts.map((p) => p.key)].join(':');
  let found = readStatements.get(key);
  if (!found) {
    const name = ['checkout_read', delivery ? 'delivery' : '', ...parts.map((p) => p.key)]
      .filter(Boolean)
      .join('_');
    found = { name, ...readText(delivery, parts) };
    readStatements.set(key, found);
  }
  return found;
}

function toExisting(e: ExistingJson | null): ExistingOrder | null {
  if (!e) return null;
  const [id, storeId, orderNo, requestHash, status, payMethod, amount, pickupNo, cancelAfter] = e;
  return { id, storeId, orderNo, requestHash, status, payMethod, amount, pickupNo, cancelAfter };
}

/** The member's level as promotions see it: the entry level when they have none, or theirs has lapsed. */
function memberOf(m: MemberJson | null, at: Date): OrderRead['member'] {
  const lapsed = m?.[4] ? new Date(m[4]) <= at : false;
  const own = lapsed ? null : (m?.[3] ?? null);
  return { levelId: own ?? m?.[6] ?? null, isNew: !(m?.[5] ?? false) };
}

/**
 * Reads in one statement the products and options of the lines, the products' required option groups, the
 * member's balance, phone, whether a payment password is set, level and newness, the order already placed with the
 * idempotency key, and as asked the delivery address and the order offer sources' rows (the member's coupons with
 * their use counts, their pass cards): one round trip
 * before any decision, outside the order's transaction (stock and coupons are settled there by conditional updates).
 */
export async function readForOrder(
  db: Db,
  lines: { productIds: number[]; optionIds: number[] },
  memberId: number,
  locale: Locale,
  opts: ReadOptions,
): Promise<OrderRead> {
  const { addressId } = opts;
  const values: unknown[] = [
    lines.productIds,
    lines.optionIds,
    memberId,
    opts.idempotencyKey ?? '',
    fallbackChain(locale),
  ];
  if (addressId !== undefined) values.push(addressId);
  const taking = opts.offers ?? [];
  for (const { part } of taking) values.push(...part.values);
  const [row] = await runPrepared<ReadRow>(
    db,
    readStatementOf(
      addressId !== undefined,
      taking.map((t) => t.part),
    ),
    values,
  );
  const offers = new Map<string, unknown>();
  taking.forEach(({ area, ask, parse }, i) => {
    offers.set(area, parse(row?.[`offer${i}`] ?? null, ask));
  });
  const groups = row?.groups ?? [];
  return {
    products: productMap(row?.products ?? null, row?.options ?? null),
    requiredGroups: groups.map(([productId, groupId, name]) => ({ productId, groupId, name })),
    balance: row?.member?.[0] ?? 0,
    phone: row?.member?.[1] ?? '',
    hasPayPassword: row?.member?.[2] ?? false,
    existing: toExisting(row?.existing ?? null),
    ...(addressId === undefined ? {} : { address: addressFromJson(row?.address ?? null) }),
    member: memberOf(row?.member ?? null, opts.at),
    offers,
  };
}
