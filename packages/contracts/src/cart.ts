import { MAX_CART_LINES } from '@shop/domain';
import { z } from 'zod';
import { cartPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

/** Most UTF-8 bytes the shopcartItems JSON string may hold. */
export const MAX_CART_JSON_BYTES = 64 * 1024;

/** A guest cart's key, made up by the client and kept in its storage. */
export const guestCartKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'cartKey: 16–64 of A-Z a-z 0-9 _ -');

/** An option uid as the client holds it: the attribute option id, as text (the server sends text) or a number. */
const optionUid = z
  .union([z.string().regex(/^[1-9]\d{0,9}$/), field.id])
  .transform(Number)
  .pipe(field.id);

/**
 * Fields the server sends on every item; the client may send them back, and the server ignores them. Loose (a
 * legacy client's 0 or text passes) because nothing reads them: CartItemId, categoryUid and PackageId are no ids
 * the server looks up, so they need not be field.id (the id-bounds tests recognise this schema).
 */
export const echoedNumber = z
  .union([z.number().min(-1e9).max(1e9), z.string().max(32)])
  .nullable()
  .optional();
const echoedText = (max = 200) => z.string().max(max).nullable().optional();
const echoedFlag = z.boolean().nullable().optional();

const cartItemAttributeIn = z.strictObject({
  txtproductAttributeUid: optionUid,
  /** The add-on the client shows; ignored, the add-on comes from the catalogue. */
  attributeValue: echoedNumber,
  attributeName: echoedText(100),
  groupName: echoedText(100),
});

/** One line as the client sends it inside shopcartItems (SPEC §3 cart item; unknown fields are refused). */
export const cartItemIn = z.strictObject({
  ProductId: field.id,
  ProductNum: field.quantity,
  CartItemAttributes: z.array(cartItemAttributeIn).max(20).nullable().optional(),
  Comment: z.string().max(200).nullable().optional(),
  excluded: z.boolean().nullable().optional(),
  /** The server's line id; lines are identified by product and options, so this is informative only. */
  CartItemId: echoedNumber,
  // Known SPEC §3 fields, ignored: the server is the authority for names, prices and stock.
  ProductName: echoedText(),
  SellPrice: echoedNumber,
  ProductSellPrice: echoedNumber,
  OriginalPrice: echoedNumber,
  Stock: echoedNumber,
  IgnoreStock: echoedFlag,
  ImageName: echoedText(500),
  Specifications: echoedText(),
  Attribute5: echoedText(),
  Attribute6: echoedText(),
  Barcode: echoedText(64),
  categoryUid: echoedNumber,
  CartIdx: echoedNumber,
  IsOutStock: echoedFlag,
  Quantity: echoedNumber,
  PackageSerial: echoedNumber,
  PackageId: echoedNumber,
  PackageNum: echoedNumber,
  PackageUnitNum: echoedNumber,
  PackageSerialNo: echoedNumber,
  PackagePrice: echoedNumber,
});
export type CartItemIn = z.output<typeof cartItemIn>;

function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** shopcartItems: a JSON string of at most 64 KB holding an array of at most 100 items, checked after parsing. */
const shopcartItems = z
  .string()
  .max(MAX_CART_JSON_BYTES)
  .refine((text) => utf8Bytes(text) <= MAX_CART_JSON_BYTES, 'shopcartItems: at most 64 KB')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'shopcartItems: not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(cartItemIn).max(MAX_CART_LINES));

export const syncShopCartRequest = z.strictObject({
  shopcartItems,
  /** false: the items are the whole cart; true: each item's quantity is set, other lines stay. 0 removes. */
  isMerge: z.boolean(),
  /** false lets the server leave out names, images and other display fields. */
  needProductInfo: z.boolean(),
  /** 0 is the normal cart; other types are separate carts of the same owner. */
  cartType: z.number().int().min(0).max(9),
  /** The guest's cart; ignored when a session header identifies a member. */
  cartKey: guestCartKey.optional(),
});

export const cartItemAttributeOut = z.object({
  txtproductAttributeUid: z.string(),
  /** The option's price add-on, in decimals. */
  attributeValue: z.number(),
  attributeName: z.string().optional(),
  groupName: z.string().optional(),
});

/**
 * One line of the cart as the server returns it inside Result (a JSON string). Prices are decimals with 2 places:
 * SellPrice is the unit price with the options' add-ons, ProductSellPrice the product's own price, OriginalPrice
 * the crossed-out unit price (equal to SellPrice when not on sale). ProductNum is what the cart holds; Quantity what
 * the shopper asked this call (they differ only on a line cut to stock). An out-of-stock line is kept with the
 * quantity asked and IsOutStock true, so it comes back to life when stock returns; it is not counted in Summary.
 * needProductInfo false leaves out the display fields marked optional.
 */
export const cartItemOut = z.object({
  ProductId: z.number().int(),
  ProductNum: z.number().int(),
  SellPrice: z.number(),
  ProductSellPrice: z.number(),
  OriginalPrice: z.number(),
  CartItemAttributes: z.array(cartItemAttributeOut),
  Stock: z.number().int(),
  IgnoreStock: z.boolean(),
  CartIdx: z.number().int(),
  CartItemId: z.number().int(),
  Comment: z.string(),
  excluded: z.boolean(),
  IsOutStock: z.boolean(),
  Quantity: z.number().int(),
  ProductName: z.string().optional(),
  ImageName: z.string().optional(),
  Specifications: z.string().optional(),
  Attribute5: z.string().optional(),
  Attribute6: z.string().optional(),
  Barcode: z.string().optional(),
  categoryUid: z.number().int().nullable().optional(),
});
export type CartItemOut = z.infer<typeof cartItemOut>;

/**
 * A line the sync could not keep as asked (top-level InvalidBasketItems of the envelope). Unavailable lines
 * (unknown, other store's, off-shelf product or option) were removed; the others were cut to Stock (IsOutStock
 * when nothing was left). Quantity is the quantity asked.
 */
export const invalidBasketItem = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  Stock: z.number().int(),
  Quantity: z.number().int(),
  IsOutStock: z.boolean(),
  Unavailable: z.boolean(),
});
export type InvalidBasketItem = z.infer<typeof invalidBasketItem>;

/** Top-level Summary of the envelope: decimals; discountedPrice is what sale prices save. */
export const cartSummaryOut = z.object({
  amount: z.number(),
  quantity: z.number().int(),
  originalAmount: z.number(),
  discountedPrice: z.number(),
});

/**
 * Cart sync (SPEC §7). Access is public: a session header makes it the member's cart, else the cartKey's guest
 * cart (neither: 400). The store is the x-store-id header. Result is a JSON string of CartItemOut[]; the envelope
 * also carries InvalidBasketItems, Summary, and a Message with its Code when lines were cut or removed.
 */
export const syncShopCartV2 = endpoint({
  path: cartPaths.syncShopCartV2,
  access: 'public',
  request: syncShopCartRequest,
  result: z.string(),
});

/** The older name of the same call; same payload and answer. */
export const syncShopCart = endpoint({ ...syncShopCartV2, path: cartPaths.syncShopCart });

/** SPEC §4 order modes by CheckShopCartByMode's mode (index + 1). */
export const orderModeByNumber = { 1: 'package', 2: 'queue', 3: 'takeout' } as const;

/**
 * Which cart products cannot be ordered in a mode (1 delivery 'package', 2 dine-in queue 'queue', 3 self-pickup
 * 'takeout'). onSupportProductIds lists the product ids in the cart NOT sold in that mode ("not supported"); it is
 * empty unless the store hides products by mode. The client asks to remove them, syncs them at 0, and only then
 * switches mode (SPEC §4).
 */
export const checkShopCartByMode = endpoint({
  path: cartPaths.checkShopCartByMode,
  access: 'public',
  request: z.strictObject({
    mode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    cartKey: guestCartKey.optional(),
    cartType: z.number().int().min(0).max(9).optional(),
  }),
  result: z.object({
    successed: z.literal(true),
    result: z.object({ onSupportProductIds: z.array(z.number().int()) }),
  }),
});
