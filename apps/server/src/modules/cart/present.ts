import {
  type CartItemOut,
  type ErrorCode,
  errorCatalogue,
  fillMessage,
  type InvalidBasketItem,
} from '@shop/contracts';
import {
  cartSummary,
  fromMinor,
  type Locale,
  linePrices,
  type TotalsLine,
  translatedField,
} from '@shop/domain';
import { Reply } from '../../platform/http/endpoints.ts';
import type { SavedLine, SyncOutcome } from './service.ts';

function prices(line: SavedLine) {
  const { product, options } = line;
  return linePrices(
    product.price,
    product.originalPrice,
    options.map((option) => option.priceAdd),
  );
}

function attributesOf(line: SavedLine, locale: Locale | null): CartItemOut['CartItemAttributes'] {
  return line.options.map((option) =>
    locale
      ? {
          txtproductAttributeUid: String(option.id),
          attributeValue: fromMinor(option.priceAdd),
          attributeName: translatedField(option.name, option.translations, 'name', locale),
          groupName: translatedField(option.groupName, option.groupTranslations, 'name', locale),
        }
      : { txtproductAttributeUid: String(option.id), attributeValue: fromMinor(option.priceAdd) },
  );
}

/**
 * One cart item of SPEC §3; needProductInfo false (no `locale`) leaves out the display fields, which are otherwise
 * in the reader's locale. Each shape is one object literal: spreading a finished item into a bigger one cost more
 * than the rest of the sync's JavaScript.
 */
export function toCartItem(line: SavedLine, index: number, locale: Locale | null): CartItemOut {
  const { product } = line;
  const { unit, original } = prices(line);
  if (!locale) {
    return {
      ProductId: product.id,
      ProductNum: line.quantity,
      SellPrice: fromMinor(unit),
      ProductSellPrice: fromMinor(product.price),
      OriginalPrice: fromMinor(original),
      CartItemAttributes: attributesOf(line, null),
      Stock: product.stock,
      IgnoreStock: product.ignoreStock,
      CartIdx: index,
      CartItemId: line.id,
      Comment: line.comment,
      excluded: line.excluded,
      IsOutStock: line.outOfStock,
      Quantity: line.asked,
    };
  }
  return {
    ProductId: product.id,
    ProductNum: line.quantity,
    SellPrice: fromMinor(unit),
    ProductSellPrice: fromMinor(product.price),
    OriginalPrice: fromMinor(original),
    CartItemAttributes: attributesOf(line, locale),
    Stock: product.stock,
    IgnoreStock: product.ignoreStock,
    CartIdx: index,
    CartItemId: line.id,
    Comment: line.comment,
    excluded: line.excluded,
    IsOutStock: line.outOfStock,
    Quantity: line.asked,
    ProductName: translatedField(product.name, product.translations, 'name', locale),
    ImageName: product.imageName,
    Specifications: translatedField(product.specifications, product.translations, 'specifications', locale),
    Attribute5: product.attribute5,
    Attribute6: product.attribute6,
    Barcode: product.barcode ?? '',
    categoryUid: product.categoryId,
  };
}

function totalsLine(line: SavedLine): TotalsLine {
  const { unit, original } = prices(line);
  return {
    unitPrice: unit,
    originalUnitPrice: original,
    quantity: line.quantity,
    excluded: line.excluded,
    outOfStock: line.outOfStock,
  };
}

/** The message telling the shopper what the sync changed, with its code so the client can translate it. */
export function syncNotice(invalid: InvalidBasketItem[]): { code: ErrorCode; message: string } | null {
  if (invalid.length === 0) return null;
  const gone = invalid.filter((item) => item.Unavailable).length;
  let code: ErrorCode;
  if (gone === 0) code = invalid.length === 1 ? 'CART_INSUFFICIENT_STOCK' : 'CART_SOME_INSUFFICIENT_STOCK';
  else code = gone === invalid.length ? 'CART_ITEMS_UNAVAILABLE' : 'CART_ITEMS_CHANGED';
  return { code, message: fillMessage(errorCatalogue[code].zh, { Stock: invalid[0]!.Stock }) };
}

/**
 * The sync answer: Result is the items as a JSON string (SPEC §7); the rest rides on the envelope. `locale` is
 * the reader's when the client asked for the display fields (needProductInfo), else null.
 */
export function syncReply(outcome: SyncOutcome, locale: Locale | null): Reply<string> {
  const items = outcome.lines.map((line, index) => toCartItem(line, index, locale));
  const notice = syncNotice(outcome.invalid);
  return new Reply(JSON.stringify(items), notice?.message ?? '', {
    InvalidBasketItems: outcome.invalid,
    Summary: cartSummary(outcome.lines.map(totalsLine)),
    Code: notice?.code ?? null,
  });
}
