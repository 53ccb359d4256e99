import type { CouponTemplateOut, MemberCouponOut } from '@shop/contracts';
import { type CouponRule, openCouponConditions } from '@shop/domain';

/** Every condition open (domain's openCouponConditions), no minimum, and stackable unless a test says not. */
const base: Omit<CouponRule, 'kind'> = { ...openCouponConditions(), requireAmount: 0, stackable: true };

/** A rule with every condition open (any product, day and time, no minimum, stackable, no use limit). */
export function openRule<R extends CouponRule>(
  figures: Omit<R, keyof typeof base> & Partial<typeof base>,
): R {
  return { ...base, ...figures } as R;
}

/** The demo's new-member gift: ¥5 off ¥20, one per member. */
export const cashRule = openRule<Extract<CouponRule, { kind: 'cash' }>>({
  kind: 'cash',
  backAmount: 500,
  requireAmount: 2000,
  stackable: false,
});

export function template(extra: Partial<CouponTemplateOut> = {}): CouponTemplateOut {
  return {
    id: 7,
    name: 'New member gift',
    description: '',
    rule: cashRule,
    names: { products: [], categories: [] },
    validity: { mode: 'days', from: 'receipt', days: 7 },
    price: 0,
    total: 100,
    remaining: 42,
    claimLimit: 1,
    buyLimit: null,
    claimed: 0,
    bought: 0,
    newMembersOnly: true,
    oldMembersOnly: false,
    levelIds: [],
    levelNames: [],
    publishStartsAt: null,
    publishEndsAt: null,
    transferable: true,
    canTake: true,
    reason: null,
    ...extra,
  };
}

export function memberCoupon(extra: Partial<MemberCouponOut> = {}): MemberCouponOut {
  return {
    id: 31,
    templateId: 7,
    code: 'CP7Q2K9M',
    name: 'New member gift',
    description: '',
    rule: cashRule,
    names: { products: [], categories: [] },
    validFrom: '2026-11-20T00:00:00.000Z',
    validUntil: '2026-11-28T00:00:00.000Z',
    state: 'valid',
    source: 'claim',
    receivedAt: '2026-11-20T08:00:00.000Z',
    usedAt: null,
    orderNo: null,
    canTransfer: true,
    needsTransferCode: false,
    ...extra,
  };
}
