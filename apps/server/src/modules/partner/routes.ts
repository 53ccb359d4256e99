import { partnerEndpoints } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerRequestFact } from '../checkout/index.ts';
import { registerOrderEffect, registerOrderKind } from '../order/index.ts';
import { chainRootId, defaultStoreId, findStore } from '../store/index.ts';
import { accountOf } from './accounts.ts';
import { buyLevel, memberLevelOrder, partnerLevelKind } from './buy-level.ts';
import { cashOutOut, moveToBalance, quote, requestCashOut, requireCashable } from './cash-out.ts';
import { commissionEffect } from './commission.ts';
import { guiderCookieHeader, guiderCookieValue, guiderFact, guiderOf } from './guider.ts';
import { applyAsPartner, levelsOf } from './identity.ts';
import {
  cashOutPage,
  friendsPage,
  levelOut,
  memberCashOut,
  myProfit,
  partnerCentre,
  profitPage,
} from './reads.ts';
import { programmeSettings } from './settings.ts';

/** The store a call is made in (x-store-id, else the default store) and its chain's headquarters. */
async function storesOf(ctx: CallContext): Promise<{ storeId: number; rootId: number }> {
  const storeId = ctx.headers.storeId ?? (await defaultStoreId(ctx.db, ctx.clock));
  const record = storeId === null ? null : await findStore(ctx.db, ctx.clock, storeId);
  if (!record) throw new AppError('STORE_NOT_FOUND');
  return { storeId: record.row.id, rootId: chainRootId(record.row) };
}

const pageOf = (input: { pageIndex?: number | undefined; pageSize?: number | undefined }) => ({
  index: input.pageIndex ?? 1,
  size: input.pageSize ?? 20,
});

async function centre(ctx: MemberContext) {
  const { storeId } = await storesOf(ctx);
  const settings = await programmeSettings(ctx.db, storeId);
  return partnerCentre(ctx.db, ctx.member.uid, settings, ctx.clock.now(), ctx.locale);
}

/**
 * The partner programme (issue 31, decision 078): levels and applying, the centre, friends, profit of the last year,
 * cash-out with its quote and records, moving profit to the balance, buying a level (its order kind). With the routes, not on import (decision 016):
 * the commission effect on the order lifecycle.
 */
export function registerPartner(app: FastifyInstance, deps: AppDeps): void {
  registerOrderEffect(commissionEffect);
  registerOrderKind(partnerLevelKind);
  registerRequestFact(guiderFact);
  registerEndpoint(app, deps, partnerEndpoints.guiderCookie, async (input, ctx) => {
    const storeId = input.storeId ?? ctx.headers.storeId ?? (await defaultStoreId(ctx.db, ctx.clock));
    const record = storeId === null ? null : await findStore(ctx.db, ctx.clock, storeId);
    if (!record) throw new AppError('STORE_NOT_FOUND');
    const cookie = guiderCookieValue(input.guiderId);
    const guider = await guiderOf(ctx.db, cookie, chainRootId(record.row), ctx.clock.now());
    return { key: guiderCookieHeader, value: guider === null ? null : cookie };
  });
  registerEndpoint(app, deps, partnerEndpoints.levels, async (_input, ctx) => {
    const { storeId, rootId } = await storesOf(ctx);
    const settings = await programmeSettings(ctx.db, storeId);
    const levels = await levelsOf(ctx.db, rootId);
    return {
      signUpOpen: settings.signUpOpen,
      agreementVersion: settings.agreementVersion,
      levels: levels.map((l) => levelOut(l, ctx.locale)),
    };
  });
  registerEndpoint(app, deps, partnerEndpoints.apply, async (input, ctx) => {
    const { storeId, rootId } = await storesOf(ctx);
    await applyAsPartner(ctx.db, {
      memberId: ctx.member.uid,
      storeId,
      rootId,
      levelId: input.levelId,
      agreementVersion: input.agreementVersion,
      at: ctx.clock.now(),
    });
    return centre(ctx);
  });
  registerEndpoint(app, deps, partnerEndpoints.centre, (_input, ctx) => centre(ctx));
  registerEndpoint(app, deps, partnerEndpoints.friends, (input, ctx) =>
    friendsPage(ctx.db, ctx.member.uid, ctx.clock.now(), { ...pageOf(input), level: input.level }),
  );
  registerEndpoint(app, deps, partnerEndpoints.myProfit, async (_input, ctx) => {
    const { storeId } = await storesOf(ctx);
    const settings = await programmeSettings(ctx.db, storeId);
    return myProfit(ctx.db, ctx.member.uid, settings, ctx.clock.now());
  });
  registerEndpoint(app, deps, partnerEndpoints.profitDetails, (input, ctx) =>
    profitPage(ctx.db, ctx.member.uid, ctx.clock.now(), { ...pageOf(input), kind: input.kind }),
  );
  registerEndpoint(app, deps, partnerEndpoints.cashOutQuote, async (input, ctx) => {
    const { storeId } = await storesOf(ctx);
    const settings = await programmeSettings(ctx.db, storeId);
    const amount = toMinor(input.amount);
    requireCashable(settings, amount);
    const q = quote(settings, amount);
    return { amount: fromMinor(q.amount), fee: fromMinor(q.fee), payout: fromMinor(q.payout) };
  });
  registerEndpoint(app, deps, partnerEndpoints.cashOut, async (input, ctx) => {
    const { storeId } = await storesOf(ctx);
    const row = await requestCashOut(
      ctx.db,
      {
        memberId: ctx.member.uid,
        storeId,
        amount: toMinor(input.amount),
        method: input.method,
        account: input.account,
        remark: input.remark,
        agreementVersion: input.agreementVersion,
        expectedFee: input.expectedFee,
        idempotencyKey: input.idempotencyKey,
      },
      ctx.clock.now(),
    );
    return cashOutOut(row);
  });
  registerEndpoint(app, deps, partnerEndpoints.cashOutRecords, (input, ctx) =>
    cashOutPage(ctx.db, ctx.member.uid, { ...pageOf(input), status: input.status }),
  );
  registerEndpoint(app, deps, partnerEndpoints.cashOutDetail, (input, ctx) =>
    memberCashOut(ctx.db, ctx.member.uid, input.id),
  );
  registerEndpoint(app, deps, partnerEndpoints.buyLevel, async (input, ctx) =>
    buyLevel(ctx, (await storesOf(ctx)).storeId, input),
  );
  registerEndpoint(app, deps, partnerEndpoints.levelOrder, (input, ctx) =>
    memberLevelOrder(ctx, input.orderNo),
  );
  registerEndpoint(app, deps, partnerEndpoints.toBalance, async (input, ctx) => {
    const { storeId } = await storesOf(ctx);
    const row = await moveToBalance(
      ctx.db,
      {
        memberId: ctx.member.uid,
        storeId,
        amount: toMinor(input.amount),
        idempotencyKey: input.idempotencyKey,
      },
      ctx.clock.now(),
    );
    const account = await accountOf(ctx.db, ctx.member.uid);
    return { amount: fromMinor(row.amount), withdrawable: fromMinor(Math.max(0, account.withdrawable)) };
  });
}
