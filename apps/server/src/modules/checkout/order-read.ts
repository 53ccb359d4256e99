import { fallbackChain, type Locale } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import type { OrderStatus } from '../../db/schema/order.ts';
import { addressFromJson, type MemberAddress, memberAddressJsonSql } from '../address/index.ts';
import {
  type CartProduct,
  type OptionJson,
  optionJson,
  type ProductJson,
  productJson,
  productMap,
} from '../cart/index.ts';

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
  products: Map<number, CartProduct>;
  requiredGroups: RequiredGroup[];
  balance: number;
  phone: string;
  /** Whether the member has a payment password, asked for before a balance payment. */
  hasPayPassword: boolean;
  existing: ExistingOrder | null;
  /** Delivery: the member's address asked for, null when it is not theirs; undefined when none was asked for. */
  address?: MemberAddress | null;
}

type GroupJson = [productId: number, groupId: number, name: string];
type MemberJson = [balance: number, phone: string | null, hasPayPassword: boolean];
type ExistingJson = [number, number, string, string, OrderStatus, number, number, string, string | null];

interface ReadRow {
  products: ProductJson[] | null;
  options: OptionJson[] | null;
  groups: GroupJson[] | null;
  member: MemberJson | null;
  existing: ExistingJson | null;
  address?: unknown;
}

// $1 product ids, $2 option ids, $3 member id, $4 idempotency key ('' for none), $5 the reader's locale chain;
// the delivery variant also $6, the member's address id (the address area's SQL, memberAddressJsonSql).
const readText = (delivery: boolean) => `
SELECT
  (SELECT json_agg(${productJson('$5')}) FROM products p WHERE p.id = ANY($1::int[])) AS products,
  (SELECT json_agg(${optionJson('$5')}) FROM attribute_options o JOIN attribute_groups g ON g.id = o.group_id
    WHERE o.id = ANY($2::int[])) AS options,
  (SELECT json_agg(json_build_array(g.product_id, g.id, g.name) ORDER BY g.sort, g.id) FROM attribute_groups g
    WHERE g.product_id = ANY($1::int[]) AND g.required
      AND EXISTS (SELECT 1 FROM attribute_options o WHERE o.group_id = g.id)) AS groups,
  (SELECT json_build_array(m.balance, m.phone, m.pay_password_hash IS NOT NULL) FROM members m WHERE m.id = $3)
    AS member,
  (SELECT json_build_array(o.id, o.store_id, o.order_no, o.request_hash, o.status, o.pay_method, o.amount, o.pickup_no,
      o.cancel_after) FROM orders o WHERE o.member_id = $3 AND o.idempotency_key = $4) AS existing${
        delivery ? `,\n  ${memberAddressJsonSql('$6::int', '$3')} AS address` : ''
      }`;

const readStatement: Statement = { name: 'checkout_read', params: 5, text: readText(false) };
// A delivery order's read: the same, with its address in the same round trip. Self-pickup keeps the plain one.
const deliveryReadStatement: Statement = { name: 'checkout_read_delivery', params: 6, text: readText(true) };

function toExisting(e: ExistingJson | null): ExistingOrder | null {
  if (!e) return null;
  const [id, storeId, orderNo, requestHash, status, payMethod, amount, pickupNo, cancelAfter] = e;
  return { id, storeId, orderNo, requestHash, status, payMethod, amount, pickupNo, cancelAfter };
}

/**
 * Reads in one statement the products and options of the lines, the products' required option groups, the
 * member's balance, phone and whether a payment password is set, and the order already placed with the idempotency key: one round trip before any
 * decision, outside the order's transaction (stock is settled there by a conditional update).
 */
export async function readForOrder(
  db: Db,
  lines: { productIds: number[]; optionIds: number[] },
  memberId: number,
  locale: Locale,
  idempotencyKey = '',
  addressId?: number,
): Promise<OrderRead> {
  const values = [lines.productIds, lines.optionIds, memberId, idempotencyKey, fallbackChain(locale)];
  const [row] =
    addressId === undefined
      ? await runPrepared<ReadRow>(db, readStatement, values)
      : await runPrepared<ReadRow>(db, deliveryReadStatement, [...values, addressId]);
  const groups = row?.groups ?? [];
  return {
    products: productMap(row?.products ?? null, row?.options ?? null),
    requiredGroups: groups.map(([productId, groupId, name]) => ({ productId, groupId, name })),
    balance: row?.member?.[0] ?? 0,
    phone: row?.member?.[1] ?? '',
    hasPayPassword: row?.member?.[2] ?? false,
    existing: toExisting(row?.existing ?? null),
    ...(addressId === undefined ? {} : { address: addressFromJson(row?.address ?? null) }),
  };
}
