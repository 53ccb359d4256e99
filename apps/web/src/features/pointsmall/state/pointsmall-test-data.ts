// Products and exchanges as the points mall's page tests need them.
import type { PointsOrderOut, PointsProductOut } from '@shop/contracts';

/** Goods for 300 points or 100 points + ¥9.90, 10 left, every level, unless `fields` say otherwise. */
export function pointsProduct(fields: Partial<PointsProductOut> = {}): PointsProductOut {
  return {
    id: 5,
    kind: 'goods',
    name: 'Egg Tart',
    description: 'One warm egg tart.',
    imageName: '',
    categoryId: 1,
    rules: [
      { points: 300, price: 0 },
      { points: 100, price: 9.9 },
    ],
    rulePoints: { min: 100, max: 300 },
    rulePrices: { min: 0, max: 9.9 },
    stock: 10,
    perPersonLimit: null,
    exchanged: 0,
    levelIds: [],
    levelNames: [],
    coupon: null,
    canExchange: true,
    reason: null,
    ...fields,
  };
}

/** An exchange of the product above for 300 points, waiting for pickup, unless `fields` say otherwise. */
export function pointsOrder(fields: Partial<PointsOrderOut> = {}): PointsOrderOut {
  return {
    orderNo: '2026112510000077',
    status: 'pending',
    needPay: false,
    payMethod: -1,
    productId: 5,
    kind: 'goods',
    name: 'Egg Tart',
    imageName: '',
    quantity: 1,
    points: 300,
    amount: 0,
    mode: 'pickup',
    delivery: null,
    storeName: 'Jing’an',
    autoCancelAt: null,
    createdAt: '2026-11-25T04:00:00.000Z',
    paidAt: null,
    completedAt: null,
    cancelledAt: null,
    refundedAmount: 0,
    couponIds: [],
    canCancel: true,
    ...fields,
  };
}
