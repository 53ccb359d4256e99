import type { OrderDetailOut, OrderStatusOut, OrderSummaryOut } from '@shop/contracts';
import { type Locale, maskPhone, translatedField } from '@shop/domain';
import type { OrderLineOption } from '../../db/schema/order.ts';
import { toWirePrice } from '../catalog/index.ts';
import { orderDetailFacts } from './order-facts.ts';
import type { DetailRow, LineRow, OptionTexts, SummaryRow, Thumbnail } from './order-queries.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The auto-cancel time is shown only while it can still happen. */
function autoCancelAt(row: { status: OrderStatusOut; cancelAfter: Date | null }): string | null {
  return row.status === 'unpaid' ? iso(row.cancelAfter) : null;
}

/**
 * An order of the history list (SPEC §9), the thumbnails already cut to the first lines. Names follow the reader's
 * locale through the store's and products' translations of now; the names as sold are the base (decision 020).
 */
export function presentSummary(row: SummaryRow, thumbnails: Thumbnail[], locale: Locale): OrderSummaryOut {
  return {
    orderNo: row.orderNo,
    kind: row.kind === 'groupMeal' ? 'groupMeal' : 'goods',
    status: row.status,
    orderMode: row.orderMode,
    storeName: translatedField(row.storeName, row.storeTexts, 'name', locale),
    storeTimezone: row.storeTimezone,
    createdAt: row.createdAt.toISOString(),
    amount: toWirePrice(row.amount),
    quantity: row.quantity,
    pickupNo: row.pickupNo,
    payMethod: row.payMethod,
    items: thumbnails.map((t) => ({
      ProductName: translatedField(t.name, t.texts, 'name', locale),
      ImageName: t.image,
      ProductNum: t.quantity,
    })),
    autoCancelAt: autoCancelAt(row),
    refundState: row.refundState,
    pickupTime: iso(row.pickupAt),
  };
}

function presentOption(option: OrderLineOption, texts: OptionTexts, locale: Locale) {
  const [optionText, groupText] = texts?.[String(option.id)] ?? [null, null];
  return {
    txtproductAttributeUid: String(option.id),
    attributeValue: toWirePrice(option.priceAdd),
    attributeName: translatedField(option.name, optionText, 'name', locale),
    groupName: translatedField(option.groupName, groupText, 'name', locale),
  };
}

function presentLine(line: LineRow, locale: Locale) {
  return {
    ProductId: line.productId,
    ProductName: translatedField(line.productName, line.productTexts, 'name', locale),
    ImageName: line.imageName,
    ProductNum: line.quantity,
    SellPrice: toWirePrice(line.unitPrice),
    OriginalPrice: toWirePrice(line.unitOriginalPrice),
    LineAmount: toWirePrice(line.unitPrice * line.quantity),
    CartItemAttributes: line.options.map((o) => presentOption(o, line.optionTexts, locale)),
    Comment: line.comment,
  };
}

/** The areas' parts of the detail (a table order's table), each null where the order has no fact of that area. */
function factParts(row: DetailRow): Partial<OrderDetailOut> {
  const parts: Partial<OrderDetailOut> = {};
  for (const part of orderDetailFacts()) {
    const fact = row.facts?.[part.field];
    (parts as Record<string, unknown>)[part.field] = fact ? part.present(fact) : null;
  }
  return parts;
}

/**
 * One order in full (SPEC §3 Order) as `viewer` reads it (the one who placed it, or a diner of its table), with the
 * server's time for the client's countdown.
 */
export function presentDetail(
  row: DetailRow,
  lines: LineRow[],
  viewer: number,
  now: Date,
  locale: Locale,
): OrderDetailOut {
  const store = {
    name: translatedField(row.storeName, row.storeTexts, 'name', locale),
    address: translatedField(row.storeAddress, row.storeTexts, 'address', locale),
  };
  // The goods came to the amount less its adjustments: a delivery fee is not a negative saving.
  const goodsAmount = row.adjustments.reduce((sum, a) => sum - Number(a.amount), row.amount);
  return {
    ...presentSummary(row, [], locale),
    items: lines.map((line) => presentLine(line, locale)),
    summary: {
      amount: toWirePrice(row.amount),
      quantity: row.quantity,
      originalAmount: toWirePrice(row.originalAmount),
      discountedPrice: toWirePrice(row.originalAmount - goodsAmount),
    },
    adjustments: row.adjustments.map((a) => ({
      kind: a.kind,
      labelKey: a.labelKey,
      amount: toWirePrice(Number(a.amount)),
      ...(a.name ? { name: translatedField(a.name, a.texts ?? undefined, 'name', locale) } : {}),
    })),
    paidAmount: toWirePrice(row.paidAmount),
    refundedAmount: toWirePrice(row.refundedAmount),
    // Another diner of the table reads the round, not the full phone of whoever placed it.
    contactPhone: row.memberId === viewer ? row.contactPhone : maskPhone(row.contactPhone),
    remark: row.remark,
    paidAt: iso(row.paidAt),
    acceptedAt: iso(row.acceptedAt),
    readyAt: iso(row.readyAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    store: { id: row.storeId, name: store.name, address: store.address, tel: row.storeTel },
    table: null,
    ...factParts(row),
    placedByMe: row.memberId === viewer,
    serverTime: now.toISOString(),
  };
}
