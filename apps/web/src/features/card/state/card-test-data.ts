import type {
  CardOrderOut,
  CardProductOut,
  CardRecordOut,
  MemberCardDetailOut,
  MemberCardOut,
} from '@shop/contracts';

/** A 10-time pass card on sale, valid 90 days from purchase (the card tests' product). */
export function cardProduct(over: Partial<CardProductOut> = {}): CardProductOut {
  return {
    id: 5,
    kind: 'pass',
    name: '10-drink pass',
    description: 'One drink of the menu per time.',
    price: 99,
    times: 10,
    faceValue: null,
    validity: { mode: 'days', from: 'purchase', days: 90 },
    storeIds: [],
    productIds: [],
    categoryIds: [],
    levelIds: [],
    buyLimit: null,
    bought: 0,
    remaining: 40,
    transferable: false,
    refusal: null,
    ...over,
  };
}

/** One of the member's pass cards: 7 of 10 left, valid to the store's 28 Feb 2027 (ends at its midnight after). */
export function memberCard(over: Partial<MemberCardOut> = {}): MemberCardOut {
  return {
    id: 31,
    kind: 'pass',
    productId: 5,
    name: '10-drink pass',
    number: '6200123412341234',
    timesTotal: 10,
    timesLeft: 7,
    balance: null,
    validFrom: '2026-11-30T16:00:00.000Z',
    validUntil: '2027-02-28T16:00:00.000Z',
    state: 'valid',
    createdAt: '2026-12-01T02:00:00.000Z',
    ...over,
  };
}

export function cardRecord(over: Partial<CardRecordOut> = {}): CardRecordOut {
  return {
    id: 1,
    reason: 'use',
    deltaTimes: -1,
    deltaMoney: 0,
    orderNo: null,
    storeName: 'Jing’an store',
    note: '',
    at: '2026-12-01T03:00:00.000Z',
    ...over,
  };
}

export function cardDetail(over: Partial<MemberCardDetailOut> = {}): MemberCardDetailOut {
  return {
    ...memberCard(),
    description: 'One drink of the menu per time.',
    transferable: false,
    storeNames: [],
    productNames: [],
    categoryNames: ['Tea'],
    records: [
      cardRecord({ id: 2 }),
      cardRecord({
        id: 1,
        reason: 'purchase',
        deltaTimes: 10,
        orderNo: '2026120110000007',
        storeName: null,
        at: '2026-12-01T02:00:00.000Z',
      }),
    ],
    recordsTotal: 2,
    ...over,
  };
}

export function cardOrder(over: Partial<CardOrderOut> = {}): CardOrderOut {
  return {
    orderNo: '2026120110000007',
    status: 'completed',
    needPay: false,
    payMethod: 2,
    amount: 99,
    quantity: 1,
    productId: 5,
    cardKind: 'pass',
    topUpCardId: null,
    name: '10-drink pass',
    autoCancelAt: null,
    createdAt: '2026-12-01T02:00:00.000Z',
    paidAt: '2026-12-01T02:00:00.000Z',
    refundedAmount: 0,
    cards: [memberCard({ timesLeft: 10 })],
    ...over,
  };
}
