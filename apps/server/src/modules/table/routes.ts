import { headerNames, tableEndpoints } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, type MemberContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { requireStoreRecord, storeText } from '../store/index.ts';
import { coopCartView } from './cart-view.ts';
import { completeCoopCart } from './complete.ts';
import { addLine, setLine } from './coop-cart.ts';
import { joinTable, openSessionOf, requireJoined } from './join.ts';
import { findTable } from './table-records.ts';

/** The store of a table call: the x-store-id header, required. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

async function viewOf(ctx: MemberContext, sessionId: number) {
  const { session, settings } = await requireJoined(ctx, storeOf(ctx), sessionId);
  return coopCartView(ctx, session, settings);
}

/** The scan-a-table calls (SPEC §7 table/QueryTableByWxCode, CoopCart/*). Every answer is read fresh. */
export function registerTable(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, tableEndpoints.queryTableByWxCode, async (input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const { table, settings } = await findTable(ctx.db, store.id, input);
    const session = await openSessionOf(ctx.db, table.id, settings, ctx.clock.now());
    return {
      tableId: table.id,
      tableNo: table.number,
      tableName: table.name,
      seats: table.seats,
      storeId: store.id,
      storeName: storeText(store, 'name', ctx.locale),
      minSpend: fromMinor(settings.minSpend),
      checkOverMinutes: settings.checkOverMinutes,
      session: session
        ? {
            id: session.id,
            status: session.status,
            closeReason: session.closeReason,
            diners: session.diners,
            openedAt: session.openedAt.toISOString(),
          }
        : null,
    };
  });

  registerEndpoint(app, deps, tableEndpoints.joinCoopCart, async (input, ctx) => {
    const storeId = (await requireStoreRecord(ctx, storeOf(ctx))).row.id;
    const sessionId = await joinTable(ctx, storeId, input, input.diners);
    return viewOf(ctx, sessionId);
  });

  registerEndpoint(app, deps, tableEndpoints.myCoopCart, (input, ctx) => viewOf(ctx, input.sessionId));

  registerEndpoint(app, deps, tableEndpoints.addCoopCartItem, async (input, ctx) => {
    const { session } = await requireJoined(ctx, storeOf(ctx), input.sessionId);
    if (session.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED');
    await addLine(ctx, session, input);
    return viewOf(ctx, session.id);
  });

  registerEndpoint(app, deps, tableEndpoints.setCoopCartItem, async (input, ctx) => {
    const { session, settings } = await requireJoined(ctx, storeOf(ctx), input.sessionId);
    if (session.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED');
    await setLine(ctx, session, settings, input.lineId, input.quantity);
    return viewOf(ctx, session.id);
  });

  registerEndpoint(app, deps, tableEndpoints.completeCoopCart, async (input, ctx) => {
    const { session, settings } = await requireJoined(ctx, storeOf(ctx), input.sessionId);
    return completeCoopCart(ctx, session, settings, input);
  });
}
