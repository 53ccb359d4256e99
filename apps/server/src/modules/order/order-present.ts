import type { OrderDetailOut, OrderStatusOut, OrderSummaryOut } from '@shop/contracts';
import type { OrderLineOption } from '../../db/schema/order.ts';
import { toWirePrice } from '../catalog/index.ts';
import type { DetailRow, LineRow, SummaryRow, Thumbnail } from './order-queries.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The auto-cancel time is shown only while it can still happen. */
function autoCancelAt(row: { status: OrderStatusOut; cancelAfter: Date | null }): string | null {
  return row.status === 'unpaid' ? iso(row.cancelAfter) : null;
}

/** An order of the history list (SPEC §9), the thumbnails already cut to the first lines. */
export function presentSummary(row: SummaryRow, thumbnails: Thumbnail[]): OrderSummaryOut {
  return {
    orderNo: row.orderNo,
    status: row.status,
    orderMode: row.orderMode,
    storeName: row.storeName,
    storeTimezone: row.storeTimezone,
    createdAt: row.createdAt.toISOString(),
    amount: toWirePrice(row.amount),
    quantity: row.quantity,
    pickupNo: row.pickupNo,
    payMethod: row.payMethod,
    items: thumbnails.map((t) => ({ ProductName: t.name, ImageName: t.image, ProductNum: t.quantity })),
    autoCancelAt: autoCancelAt(row),
    refundState: row.refundState,
  };
}

function presentOption(option: OrderLineOption) {
  return {
    txtproductAttributeUid: String(option.id),
    attributeValue: toWirePrice(option.priceAdd),
    attributeName: option.name,
    groupName: option.groupName,
  };
}

function presentLine(line: LineRow) {
  return {
    ProductId: line.productId,
    ProductName: line.productName,
    ImageName: line.imageName,
    ProductNum: line.quantity,
    SellPrice: toWirePrice(line.unitPrice),
    OriginalPrice: toWirePrice(line.unitOriginalPrice),
    LineAmount: toWirePrice(line.unitPrice * line.quantity),
    CartItemAttributes: line.options.map(presentOption),
    Comment: line.comment,
  };
}

/** One order in full (SPEC §3 Order), with the server's time for the client's countdown. */
export function presentDetail(row: DetailRow, lines: LineRow[], now: Date): OrderDetailOut {
  return {
    ...presentSummary(row, []),
    items: lines.map(presentLine),
    summary: {
      amount: toWirePrice(row.amount),
      quantity: row.quantity,
      originalAmount: toWirePrice(row.originalAmount),
      discountedPrice: toWirePrice(row.originalAmount - row.amount),
    },
    paidAmount: toWirePrice(row.paidAmount),
    refundedAmount: toWirePrice(row.refundedAmount),
    contactPhone: row.contactPhone,
    remark: row.remark,
    pickupTime: iso(row.pickupAt),
    paidAt: iso(row.paidAt),
    acceptedAt: iso(row.acceptedAt),
    readyAt: iso(row.readyAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    store: { id: row.storeId, name: row.storeName, address: row.storeAddress, tel: row.storeTel },
    serverTime: now.toISOString(),
  };
}
