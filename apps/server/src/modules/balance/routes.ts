import { balanceLedgerEndpoints, headerNames, topUpEndpoints } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';
import { ledgerPage } from './ledger-page.ts';
import { memberBalance } from './member-assets.ts';
import { payDetail } from './pay-detail.ts';
import { activeRules, topUpRuleOuts } from './top-up-rules.ts';

/** The store a call is made in: the x-store-id header (its rules, its calendar for the ledger's months). */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/**
 * The balance pages (SPEC §2 balance, payDetail, recharge, actionRecharge; §7 LoadChargeRules): the top-up rules, the
 * ledger and one entry. Placing a top-up and its result are balance-top-up's (it sits above payment and order).
 */
export function registerBalance(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, topUpEndpoints.loadChargeRules, async (_input, ctx) => {
    const rules = await activeRules(ctx.db, storeOf(ctx));
    const free = rules.filter((r) => r.kind === 'free');
    return {
      rules: await topUpRuleOuts(ctx.db, rules, ctx.locale),
      freeMin: free.length ? fromMinor(Math.min(...free.map((r) => r.amount))) : null,
      balance: fromMinor(await memberBalance(ctx.db, ctx.member.uid)),
    };
  });
  registerEndpoint(app, deps, balanceLedgerEndpoints.ledger, async (input, ctx) => {
    const store = await requireStoreRecord(ctx, storeOf(ctx));
    return ledgerPage(ctx.db, ctx.member.uid, {
      month: input.month,
      kind: input.kind,
      page: input.pageIndex ?? 1,
      size: input.pageSize ?? 20,
      timeZone: store.row.settings.timezone,
    });
  });
  registerEndpoint(app, deps, balanceLedgerEndpoints.payDetail, (input, ctx) =>
    payDetail(ctx.db, ctx.member.uid, input.id, ctx.locale),
  );
}
