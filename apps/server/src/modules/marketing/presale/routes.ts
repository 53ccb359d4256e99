import { presaleEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelOrder, registerOrderKind } from '../../order/index.ts';
import { requireStoreRecord } from '../../store/index.ts';
import { payDeposit } from './deposit.ts';
import { presaleDepositKind, presaleRestKind } from './kinds.ts';
import { presaleOut, presalesNotOver, requirePresale } from './presales.ts';
import { memberPurchases, purchaseOut, purchasesOut, requirePurchase } from './purchases.ts';
import { payRest } from './rest.ts';

/** Presale/CancelOrder: an unpaid deposit or rest order cancelled through the lifecycle; a paid one is a conflict. */
async function cancelStep(ctx: MemberContext, orderNo: string) {
  const uid = ctx.member.uid;
  await requirePurchase(ctx.db, uid, orderNo);
  const kinds = ['presaleDeposit', 'presaleRest'] as const;
  const outcome = await cancelOrder(ctx, { orderNo, memberId: uid, kinds }, 'shopper', ctx.clock.now());
  if (!outcome.cancelled && outcome.order.cancelReason !== 'shopper')
    throw new AppError('ORDER_STATE_CONFLICT');
  return purchaseOut(ctx.db, await requirePurchase(ctx.db, uid, orderNo), ctx.clock.now(), ctx.locale);
}

/** Pre-sales (issue 30, decision 071): the list, a page, the deposit, the rest, a purchase, the records, cancel. */
export function registerPresaleRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerOrderKind(presaleDepositKind);
  registerOrderKind(presaleRestKind);
  const store = async (ctx: CallContext) => (await requireStoreRecord(ctx, storeOf(ctx))).row.id;
  registerEndpoint(app, deps, presaleEndpoints.presaleList, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await presalesNotOver(ctx.db, await store(ctx), now);
    return { presales: rows.map((row) => presaleOut(row, ctx.locale)), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, presaleEndpoints.presaleDetail, async (input, ctx) => {
    const now = ctx.clock.now();
    const presale = await requirePresale(ctx.db, await store(ctx), input.id);
    const mine = ctx.member ? await memberPurchases(ctx.db, ctx.member.uid, presale.id) : [];
    return {
      presale: presaleOut(presale, ctx.locale),
      mine: await purchasesOut(ctx.db, mine, now, ctx.locale),
      serverTime: now.toISOString(),
    };
  });
  registerEndpoint(app, deps, presaleEndpoints.presalePayDeposit, (input, ctx) =>
    payDeposit(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, presaleEndpoints.presalePayRest, (input, ctx) =>
    payRest(ctx, storeOf(ctx), input),
  );
  registerEndpoint(app, deps, presaleEndpoints.presaleOrder, async (input, ctx) =>
    purchaseOut(
      ctx.db,
      await requirePurchase(ctx.db, ctx.member.uid, input.orderNo),
      ctx.clock.now(),
      ctx.locale,
    ),
  );
  registerEndpoint(app, deps, presaleEndpoints.presaleRecords, async (_input, ctx) => {
    const now = ctx.clock.now();
    const rows = await memberPurchases(ctx.db, ctx.member.uid);
    return { orders: await purchasesOut(ctx.db, rows, now, ctx.locale), serverTime: now.toISOString() };
  });
  registerEndpoint(app, deps, presaleEndpoints.presaleCancel, (input, ctx) => cancelStep(ctx, input.orderNo));
}
