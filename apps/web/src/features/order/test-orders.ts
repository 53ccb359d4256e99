import type { OrderDetailOut, OrderSummaryOut } from '@shop/contracts';

/** Order fixtures for the page tests. */

export function summaryOf(orderNo: string, extra: Partial<OrderSummaryOut> = {}): OrderSummaryOut {
  return {
    orderNo,
    kind: 'goods',
    status: 'completed',
    orderMode: 'takeout',
    storeName: 'Test Tea House',
    storeTimezone: 'Asia/Shanghai',
    createdAt: '2026-01-10T04:05:00.000Z',
    amount: 39,
    quantity: 2,
    pickupNo: '012',
    payMethod: 2,
    items: [{ ProductName: 'Oolong milk tea', ImageName: '', ProductNum: 2 }],
    autoCancelAt: null,
    refundState: 'none',
    pickupTime: null,
    ...extra,
  };
}

export function detailOf(orderNo: string, extra: Partial<OrderDetailOut> = {}): OrderDetailOut {
  const base = summaryOf(orderNo);
  return {
    ...base,
    items: [
      {
        ProductId: 7,
        ProductName: 'Oolong milk tea',
        ImageName: '',
        ProductNum: 2,
        SellPrice: 19.5,
        OriginalPrice: 19.5,
        LineAmount: 39,
        CartItemAttributes: [
          { txtproductAttributeUid: '31', attributeValue: 3.5, attributeName: 'Large', groupName: 'Size' },
        ],
        Comment: '',
      },
    ],
    summary: { amount: 39, quantity: 2, originalAmount: 39, discountedPrice: 0 },
    adjustments: [],
    paidAmount: 39,
    refundedAmount: 0,
    contactPhone: '13800138000',
    remark: '',
    pickupTime: null,
    paidAt: '2026-01-10T04:05:02.000Z',
    acceptedAt: null,
    readyAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    store: { id: 1001, name: 'Test Tea House', address: '1 Test Road', tel: '021-5555' },
    table: null,
    placedByMe: true,
    serverTime: new Date().toISOString(),
    ...extra,
  };
}
