import { accumulationEndpoints, checkinEndpoints, pointsLedgerEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerOrderEffect } from '../order/index.ts';
import { callerHeadquarters } from '../store/index.ts';
import { accumulationState } from './accumulation.ts';
import { checkIn, checkinState } from './checkin.ts';
import { pointsRecords, pointsSummary } from './integral.ts';
import { orderPointsEffect } from './order-points-effect.ts';

/**
 * The member's points calls: the integral page (points, clearing date, ledger), the daily check-in and the
 * accumulated-points promotions.
 */
export function registerPoints(app: FastifyInstance, deps: AppDeps): void {
  // With the routes, like payable kinds (decision 016): an area left out of modules/index.ts is noticed at once.
  registerOrderEffect(orderPointsEffect);
  registerEndpoint(app, deps, pointsLedgerEndpoints.summary, (_input, ctx) => pointsSummary(ctx));
  registerEndpoint(app, deps, pointsLedgerEndpoints.records, (input, ctx) =>
    pointsRecords(ctx, {
      kind: input.kind ?? 'all',
      index: input.pageIndex ?? 1,
      size: input.pageSize ?? 20,
    }),
  );
  registerEndpoint(app, deps, checkinEndpoints.load, (input, ctx) => checkinState(ctx, input.month));
  registerEndpoint(app, deps, checkinEndpoints.signIn, (_input, ctx) => checkIn(ctx));
  registerEndpoint(app, deps, accumulationEndpoints.load, async (_input, ctx) => {
    const head = await callerHeadquarters(ctx);
    const q = {
      memberId: ctx.member.uid,
      headquartersId: head?.id ?? null,
      at: ctx.clock.now(),
      locale: ctx.locale,
    };
    return { promotions: await accumulationState(ctx.db, q) };
  });
}
