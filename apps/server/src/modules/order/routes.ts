import { orderEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderPayments } from '../payment/index.ts';
import { kitchenStanding } from './kitchen.ts';
import { goodsKind, goodsStockBack } from './lifecycle/goods-kind.ts';
import { orderPaymentsOfOrder } from './lifecycle/paid.ts';
import { registerOrderEffect, registerOrderKind } from './lifecycle/registry.ts';
import { presentDetail, presentSummary } from './order-present.ts';
import { findOrderDetail, findOrderState, listOrders, rangeStart } from './order-queries.ts';
import { cancelByShopper } from './shopper-cancel.ts';

/** The member's order calls (SPEC §7): history, detail, status, cancel and the dine-in queue's standing. */
export function registerOrder(app: FastifyInstance, deps: AppDeps): void {
  // Registered with the routes rather than on import, like the upgrade (level/routes.ts says why).
  registerOrderPayments(orderPaymentsOfOrder);
  registerOrderKind(goodsKind);
  registerOrderEffect(goodsStockBack);
  registerEndpoint(app, deps, orderEndpoints.loadOrders, async (input, ctx) => {
    const now = ctx.clock.now();
    const since = rangeStart(input.range, now);
    const query = {
      memberId: ctx.member.uid,
      tab: input.tab,
      since,
      page: input.pageIndex,
      size: input.pageSize,
    };
    const { rows, total } = await listOrders(ctx.db, query);
    return {
      orders: rows.map((row) => presentSummary(row, row.thumbnails, ctx.locale)),
      total,
      hasMore: input.pageIndex * input.pageSize < total,
      serverTime: now.toISOString(),
    };
  });

  registerEndpoint(app, deps, orderEndpoints.orderDetails, async (input, ctx) => {
    const { row, lines } = await findOrderDetail(ctx.db, ctx.member.uid, input.orderno);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return presentDetail(row, lines, ctx.member.uid, ctx.clock.now(), ctx.locale);
  });

  registerEndpoint(app, deps, orderEndpoints.orderStatus, async (input, ctx) => {
    const row = await findOrderState(ctx.db, ctx.member.uid, input.orderNo);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return {
      orderNo: row.orderNo,
      status: row.status,
      paid: row.paidAt !== null,
      autoCancelAt: row.status === 'unpaid' ? (row.cancelAfter?.toISOString() ?? null) : null,
      serverTime: ctx.clock.now().toISOString(),
    };
  });

  registerEndpoint(app, deps, orderEndpoints.cancelProductOrder, async (input, ctx) => {
    await cancelByShopper(ctx, ctx.member.uid, input.orderNo, ctx.clock.now());
    return { orderNo: input.orderNo, status: 'cancelled' as const };
  });

  registerEndpoint(app, deps, orderEndpoints.getOrderKDSQueuingStatus, async (input, ctx) => {
    const standing = await kitchenStanding(ctx.db, ctx.member.uid, input.orderNo);
    if (!standing) throw new AppError('ORDER_NOT_FOUND');
    return { ...standing, serverTime: ctx.clock.now().toISOString() };
  });
}
