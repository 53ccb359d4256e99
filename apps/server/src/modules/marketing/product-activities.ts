import { type ProductActivityKind, type ProductActivityOut, productActivityEndpoints } from '@shop/contracts';
import { fromMinor, type Locale, type Translations, translatedField } from '@shop/domain';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { bargainActivities } from '../../db/schema/marketing/bargain.ts';
import { groupBuyActivities } from '../../db/schema/marketing/group-buy.ts';
import { presales } from '../../db/schema/marketing/presale.ts';
import { seckillSessions } from '../../db/schema/marketing/seckill.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';

/** The columns each activity table names its badge's facts by. */
interface ActivityTable {
  kind: ProductActivityKind;
  table: typeof seckillSessions | typeof groupBuyActivities | typeof bargainActivities | typeof presales;
  /** What the badge offers: the flash-sale price, the group price, the bargain's floor, the deposit. */
  price: PgColumn;
  /** When it can be joined: a pre-sale only in its deposit window. */
  startsAt: PgColumn;
  endsAt: PgColumn;
}

const activityTables: readonly ActivityTable[] = [
  {
    kind: 'seckill',
    table: seckillSessions,
    price: seckillSessions.seckillPrice,
    startsAt: seckillSessions.startsAt,
    endsAt: seckillSessions.endsAt,
  },
  {
    kind: 'group',
    table: groupBuyActivities,
    price: groupBuyActivities.groupPrice,
    startsAt: groupBuyActivities.startsAt,
    endsAt: groupBuyActivities.endsAt,
  },
  {
    kind: 'bargain',
    table: bargainActivities,
    price: bargainActivities.floor,
    startsAt: bargainActivities.startsAt,
    endsAt: bargainActivities.endsAt,
  },
  {
    kind: 'presale',
    table: presales,
    price: presales.deposit,
    startsAt: presales.depositStartsAt,
    endsAt: presales.depositEndsAt,
  },
];

interface ActivityRow {
  id: number;
  productId: number | null;
  name: string;
  translations: Translations<{ name: string; description: string }>;
  price: number;
  startsAt: Date;
  endsAt: Date;
}

/** One kind's activities of the store on a product, active and not over at `now` (its sale index leads). */
function readKind(db: DbOrTx, storeId: number, now: Date, t: ActivityTable): Promise<ActivityRow[]> {
  const { table } = t;
  return db
    .select({
      id: table.id,
      productId: table.productId,
      name: table.name,
      translations: table.translations,
      price: t.price,
      startsAt: t.startsAt,
      endsAt: t.endsAt,
    })
    .from(table)
    .where(
      and(
        eq(table.storeId, storeId),
        eq(table.status, 'active'),
        gt(t.endsAt, now),
        isNotNull(table.productId),
      ),
    ) as Promise<ActivityRow[]>;
}

/**
 * The store's activities tied to a product that can still be joined, the soonest to start first (then by kind
 * and id, so the order is stable), names in the reader's language and prices in decimals.
 */
export async function productActivities(
  db: DbOrTx,
  storeId: number,
  now: Date,
  locale: Locale,
): Promise<ProductActivityOut[]> {
  const kinds = await Promise.all(activityTables.map((t) => readKind(db, storeId, now, t)));
  return activityTables
    .flatMap((t, i) =>
      kinds[i]!.map((row) => ({
        kind: t.kind,
        id: row.id,
        productId: row.productId!,
        name: translatedField(row.name, row.translations, 'name', locale),
        price: fromMinor(row.price),
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      })),
    )
    .sort((a, b) => +a.startsAt - +b.startsAt || a.kind.localeCompare(b.kind) || a.id - b.id)
    .map((a) => ({ ...a, startsAt: a.startsAt.toISOString(), endsAt: a.endsAt.toISOString() }));
}

/** Marketing/ProductActivities: the list the product badges are matched against. */
export function registerProductActivityRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
): void {
  registerEndpoint(app, deps, productActivityEndpoints.productActivities, async (_input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    const now = ctx.clock.now();
    return {
      activities: await productActivities(ctx.db, store.id, now, ctx.locale),
      serverTime: now.toISOString(),
    };
  });
}
