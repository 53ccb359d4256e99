import { field } from '@shop/contracts';
import { fromMinor, type PresaleSettings, presaleSettingsProblem, toMinor } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { presales } from '../../../db/schema/marketing/presale.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../../catalog/index.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { registerHandOver } from '../hand-over.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { PresaleRow } from './presales.ts';

/** A pre-sale as staff list it (the staff CLI's `activities presale` prints it), money in decimals. */
export interface StaffPresaleOut {
  id: number;
  storeId: number;
  productId: number | null;
  name: string;
  status: 'active' | 'ended';
  price: number;
  deposit: number;
  depositWorth: number;
  depositStartsAt: string;
  depositEndsAt: string;
  finalStartsAt: string;
  finalEndsAt: string;
  shipsOn: string;
  lapsedDeposit: 'forfeit' | 'refund';
}

function toStaffOut(p: PresaleRow): StaffPresaleOut {
  return {
    id: p.id,
    storeId: p.storeId,
    productId: p.productId,
    name: p.name,
    status: p.status,
    price: fromMinor(p.price),
    deposit: fromMinor(p.deposit),
    depositWorth: fromMinor(p.depositWorth),
    depositStartsAt: p.depositStartsAt.toISOString(),
    depositEndsAt: p.depositEndsAt.toISOString(),
    finalStartsAt: p.finalStartsAt.toISOString(),
    finalEndsAt: p.finalEndsAt.toISOString(),
    shipsOn: p.shipsOn,
    lapsedDeposit: p.lapsedDeposit,
  };
}

const presaleIn = z.strictObject({
  storeId: staffBodyId,
  productId: staffBodyId.nullable().default(null),
  name: z.string().trim().min(1).max(60),
  description: field.text(500).default(''),
  image: z.string().max(300).default(''),
  price: staffYuan(0.01, 100_000),
  deposit: staffYuan(0.01, 100_000),
  depositWorth: staffYuan(0.01, 100_000),
  depositStartsAt: z.iso.datetime({ offset: true }),
  depositEndsAt: z.iso.datetime({ offset: true }),
  finalStartsAt: z.iso.datetime({ offset: true }),
  finalEndsAt: z.iso.datetime({ offset: true }),
  shipsOn: z.string().max(10),
  lapsedDeposit: z.enum(['forfeit', 'refund']),
});
type PresaleIn = z.infer<typeof presaleIn>;

function settingsIn(input: PresaleIn): PresaleSettings {
  return {
    price: toMinor(input.price),
    deposit: toMinor(input.deposit),
    depositWorth: toMinor(input.depositWorth),
    depositStartsAt: new Date(input.depositStartsAt),
    depositEndsAt: new Date(input.depositEndsAt),
    finalStartsAt: new Date(input.finalStartsAt),
    finalEndsAt: new Date(input.finalEndsAt),
    shipsOn: input.shipsOn,
    lapsedDeposit: input.lapsedDeposit,
  };
}

/** Why the settings cannot work together in the store's time zone (the ship day after the final window), or null. */
async function settingsProblem(db: Db, input: PresaleIn) {
  const store = await storeSettingsIn(db, input.storeId);
  return store ? presaleSettingsProblem(settingsIn(input), store.timezone) : null;
}

/** Creates a pre-sale of a store whose settings work together (the demo data uses it too). */
export async function createPresale(db: Db, input: PresaleIn, at: Date): Promise<StaffPresaleOut> {
  const store = await storeSettingsIn(db, input.storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  const settings = settingsIn(input);
  const problem = presaleSettingsProblem(settings, store.timezone);
  if (problem) throw new Error(`pre-sale settings: ${problem.field} ${problem.reason}`);
  if (input.productId !== null) {
    const found = await productsThatExist(db, [input.productId], { storeId: input.storeId });
    if (found.size === 0) throw new AppError('PRODUCT_NOT_FOUND');
  }
  const [row] = await db
    .insert(presales)
    .values({
      storeId: input.storeId,
      productId: input.productId,
      name: input.name,
      description: input.description,
      image: input.image,
      ...settings,
      createdAt: at,
    })
    .returning();
  return toStaffOut(row!);
}

/** Ends a pre-sale: no new deposits; deposits paid keep their terms (rest, lapse). */
async function endPresale(db: Db, id: number): Promise<StaffPresaleOut> {
  const [row] = await db.update(presales).set({ status: 'ended' }).where(eq(presales.id, id)).returning();
  if (!row) throw new AppError('PRESALE_NOT_FOUND');
  return toStaffOut(row);
}

async function listPresales(db: Db, q: ActivityListQuery): Promise<StaffPresaleOut[]> {
  const rows = await db
    .select()
    .from(presales)
    .where(activityWhere(presales, q))
    .orderBy(asc(presales.id))
    .limit(200);
  return rows.map(toStaffOut);
}

/** Staff pre-sale routes: list, create, end, and handing a paid rest's goods over from the ship date. */
export function registerStaffPresales(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'presales',
    listKey: 'presales',
    list: (q) => listPresales(deps.db, q),
    body: presaleIn,
    problem: (body) => settingsProblem(deps.db, body),
    create: (body) => createPresale(deps.db, body, deps.clock.now()),
    end: (id) => endPresale(deps.db, id),
  });
  registerHandOver(staff, deps, 'presales', 'presaleRest', ['pending']);
}
