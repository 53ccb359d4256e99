import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest } from '../../platform/staff/staff-reply.ts';
import {
  addTable,
  closeTable,
  confirmTableOrder,
  enableTable,
  listTables,
  setTableService,
} from './staff-service.ts';

const storeId = staffId;
const tableNo = z.string().regex(/^[A-Za-z0-9-]{1,8}$/);
const schemas = {
  list: z.strictObject({ storeId: storeId.optional() }),
  add: z.strictObject({
    storeId,
    number: tableNo,
    name: z.string().max(40).optional(),
    seats: z.number().int().min(1).max(99).optional(),
  }),
  enable: z.strictObject({ storeId, number: tableNo, enabled: z.boolean() }),
  service: z.strictObject({
    storeId,
    enabled: z.boolean(),
    minSpend: z.number().int().min(0).max(1e8).optional(),
  }),
  close: z.strictObject({ storeId: storeId.optional(), number: tableNo }),
  order: z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) }),
};

/** Parses a staff request part, answering 400 naming the field when it does not fit. */
function parse<T>(res: FastifyReply, schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
  staffBadRequest(res, field);
  return null;
}

/**
 * Staff table routes (inside /staff, behind its token): the tables with their codes and open sessions, adding and
 * switching tables and the store's table service, closing a table, and confirming a table order.
 */
export function registerStaffTables(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/tables', async (req, res) => {
    const q = parse(res, schemas.list, req.query);
    if (q) return staffAnswer(res, async () => ({ tables: await listTables(deps.db, q.storeId) }));
  });
  staff.post('/tables', async (req, res) => {
    const b = parse(res, schemas.add, req.body);
    if (b) return staffAnswer(res, () => addTable(deps.db, b));
  });
  staff.post('/tables/enable', async (req, res) => {
    const b = parse(res, schemas.enable, req.body);
    if (b) return staffAnswer(res, () => enableTable(deps.db, b.storeId, b.number, b.enabled));
  });
  staff.post('/tables/service', async (req, res) => {
    const b = parse(res, schemas.service, req.body);
    if (b) return staffAnswer(res, () => setTableService(deps.db, b.storeId, b.enabled, b.minSpend));
  });
  staff.post('/tables/close', async (req, res) => {
    const b = parse(res, schemas.close, req.body);
    if (b) return staffAnswer(res, () => closeTable(deps.db, b.storeId, b.number, deps.clock.now()));
  });
  staff.post('/table-orders/:orderNo/confirm', async (req, res) => {
    const p = parse(res, schemas.order, req.params);
    if (p) return staffAnswer(res, () => confirmTableOrder(deps.db, p.orderNo, deps.clock.now()));
  });
}
