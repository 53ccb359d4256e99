import { headerNames, prepaidCardEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { registerOrderEffect } from '../order/index.ts';
import { bindPrepaidCard } from './prepaid-bind.ts';
import { printBody, printCards } from './prepaid-print.ts';
import { spendAtCounter, spendBody } from './prepaid-spend.ts';
import { topUpCard } from './prepaid-top-up.ts';
import { prepaidTopUpRefunded } from './prepaid-top-up-paid.ts';
import { transferPrepaidCard } from './prepaid-transfer.ts';

/**
 * Prepaid cards (SPEC §2 bindPrepaidCard, transferPrepaidCard, prepaidCardRecharge; decision 057 §7): binding a
 * printed card, topping a card up (an order of kind 'card', and its refund effect), giving part or all of it to
 * another member. Buying one, its page and records are the card calls (routes.ts).
 */
export function registerPrepaidCards(app: FastifyInstance, deps: AppDeps): void {
  registerOrderEffect(prepaidTopUpRefunded);
  registerEndpoint(app, deps, prepaidCardEndpoints.bindPrepaidCard, (input, ctx) =>
    bindPrepaidCard(ctx, input),
  );
  registerEndpoint(app, deps, prepaidCardEndpoints.prepaidCardRecharge, (input, ctx) => {
    if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
    return topUpCard(ctx, ctx.headers.storeId, input);
  });
  registerEndpoint(app, deps, prepaidCardEndpoints.transferPrepaidCard, (input, ctx) =>
    transferPrepaidCard(ctx, input),
  );
}

/** Staff prepaid card routes (inside the /staff plugin): a batch printed, a card spent at the counter. */
export function registerStaffPrepaid(staff: FastifyInstance, deps: AppDeps): void {
  staff.post('/cards/print', async (req, res) => {
    const body = printBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () => ({ cards: await printCards(deps, body.data) }));
  });
  staff.post('/cards/spend', async (req, res) => {
    const body = spendBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => spendAtCounter(deps, body.data));
  });
}
