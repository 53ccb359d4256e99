import { couponEndpoints, headerNames } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderEffect, registerOrderKind } from '../order/index.ts';
import { buyCoupons } from './buy.ts';
import { cancelCouponOrder } from './cancel-order.ts';
import { registerCouponCardOrderKind } from './card-order-kinds.ts';
import { claimCoupon } from './claim.ts';
import { couponCardOrderPage } from './coupon-card-orders.ts';
import { couponKind } from './coupon-kind.ts';
import { couponListedOrders, couponOrderOut, findCouponOrder } from './coupon-orders.ts';
import { exchangeCode } from './exchange.ts';
import { heldOut, heldOuts, myCoupons } from './held-coupons.ts';
import { memberFacts, takenCounts, takerFor } from './member-facts.ts';
import { orderCouponsEffect } from './order-coupons.ts';
import { centrePage, requireTemplate, templateOuts } from './templates.ts';
import { openLinkOf, transferPreview, transferRecords } from './transfer-read.ts';
import { receiveTransfer } from './transfer-receive.ts';
import { cancelShare, shareCoupon } from './transfer-share.ts';

/** The store a call is made in: the x-store-id header (its own templates and the chain's). */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

const pageOf = (input: { pageIndex?: number | undefined; pageSize?: number | undefined }) => ({
  index: input.pageIndex ?? 1,
  size: input.pageSize ?? 20,
});

/** The centre's page with each template's claim state for the caller (a guest: not logged in). */
async function loadCentre(ctx: CallContext, page: { index: number; size: number }) {
  const at = ctx.clock.now();
  const { rows, total } = await centrePage(ctx.db, storeOf(ctx), at, page);
  const uid = ctx.member?.uid ?? null;
  const facts = uid === null ? null : await memberFacts(ctx.db, uid, at);
  const taken =
    uid === null
      ? new Map()
      : await takenCounts(
          ctx.db,
          uid,
          rows.map((r) => r.id),
        );
  const withTakers = rows.map((row) => {
    const mine = taken.get(row.id) ?? { claimed: 0, bought: 0 };
    return { row, taker: facts && { ...facts, ...mine } };
  });
  return { coupons: await templateOuts(ctx.db, withTakers, at, ctx.locale), total };
}

/** A held coupon's detail with its open share link. */
async function couponDetail(ctx: MemberContext, id: number) {
  const now = ctx.clock.now();
  const held = await heldOut(ctx.db, ctx.member.uid, id, now, ctx.locale);
  return { ...held, openTransfer: await openLinkOf(ctx.db, id, now) };
}

/**
 * The coupon life (SPEC §2 coupons pages, §5 limits, §8 errors; decision 030): the centre, claiming, buying (its
 * payable kind), my coupons, exchange codes, share links and their records, the member's coupon orders.
 */
export function registerCoupon(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, not on import: an area left out of modules/index.ts is noticed at once (decision 016).
  registerOrderKind(couponKind);
  registerOrderEffect(orderCouponsEffect);
  // Coupon orders are the first kind of the member's coupon & card orders; card orders join from their area.
  registerCouponCardOrderKind(couponListedOrders);
  // A code typed at settlement (order/ApplyCouponCode) that is no held coupon's is tried as an exchange code.
  registerEndpoint(app, deps, couponEndpoints.loadCenter, (input, ctx) => loadCentre(ctx, pageOf(input)));
  registerEndpoint(app, deps, couponEndpoints.buyDetails, async (input, ctx) => {
    const at = ctx.clock.now();
    const row = await requireTemplate(ctx.db, storeOf(ctx), input.templateId);
    const taker = await takerFor(ctx.db, ctx.member?.uid ?? null, row.id, at);
    const [out] = await templateOuts(ctx.db, [{ row, taker }], at, ctx.locale);
    return out!;
  });
  registerEndpoint(app, deps, couponEndpoints.claim, async (input, ctx) => ({
    coupon: await claimCoupon(ctx, storeOf(ctx), input.templateId),
  }));
  registerEndpoint(app, deps, couponEndpoints.buy, (input, ctx) => buyCoupons(ctx, storeOf(ctx), input));
  registerEndpoint(app, deps, couponEndpoints.myCoupons, async (input, ctx) => {
    const now = ctx.clock.now();
    const q = { tab: input.tab ?? 'usable', ...pageOf(input), now };
    const { rows, counts, total } = await myCoupons(ctx.db, ctx.member.uid, { ...q, page: q.index });
    return { coupons: await heldOuts(ctx.db, rows, now, ctx.locale), total, counts };
  });
  registerEndpoint(app, deps, couponEndpoints.detail, (input, ctx) => couponDetail(ctx, input.id));
  registerEndpoint(app, deps, couponEndpoints.exchange, async (input, ctx) => ({
    coupon: await exchangeCode(ctx, input.code),
  }));
  registerEndpoint(app, deps, couponEndpoints.shareGift, (input, ctx) =>
    shareCoupon(ctx, input.id, input.hours),
  );
  registerEndpoint(app, deps, couponEndpoints.cancelShare, (input, ctx) => cancelShare(ctx, input.id));
  registerEndpoint(app, deps, couponEndpoints.transferPreview, (input, ctx) =>
    transferPreview(ctx.db, input.token, ctx.member?.uid ?? null, ctx.clock.now(), ctx.locale),
  );
  registerEndpoint(app, deps, couponEndpoints.receiveTransfer, async (input, ctx) => ({
    coupon: await receiveTransfer(ctx, input.token, input.verificationCode),
  }));
  registerEndpoint(app, deps, couponEndpoints.transferRecords, (input, ctx) => {
    const page = pageOf(input);
    const q = {
      direction: input.direction,
      page: page.index,
      size: page.size,
      now: ctx.clock.now(),
      locale: ctx.locale,
    };
    return transferRecords(ctx.db, ctx.member.uid, q);
  });
  registerEndpoint(app, deps, couponEndpoints.loadCouponCardOrders, (input, ctx) => {
    const page = pageOf(input);
    return couponCardOrderPage(ctx.db, ctx.member.uid, { ...page, now: ctx.clock.now(), locale: ctx.locale });
  });
  registerEndpoint(app, deps, couponEndpoints.cancelCouponOrder, (input, ctx) =>
    cancelCouponOrder(ctx, input.orderNo),
  );
  registerEndpoint(app, deps, couponEndpoints.couponOrderDetail, async (input, ctx) => {
    const row = await findCouponOrder(ctx.db, ctx.member.uid, { orderNo: input.orderNo });
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return couponOrderOut(ctx.db, row, ctx.clock.now(), ctx.locale);
  });
}
