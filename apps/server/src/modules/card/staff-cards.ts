import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffBodyId, staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../platform/staff/staff-reply.ts';
import {
  createCardProduct,
  endCardProduct,
  listCardProducts,
  newCardProduct,
  toStaffProduct,
} from './staff-products.ts';
import { disableCard, memberCardsForStaff, useAtCounter } from './use.ts';

const memberQuery = z.strictObject({
  phone: z.string().max(20),
  memberNo: z.string().min(1).max(32).optional(),
});

const useBody = z
  .strictObject({
    /** The card's number as scanned or typed (spaces and dashes allowed). */
    number: z.string().min(1).max(40).optional(),
    /** Or the member's payment code as scanned (decision 065), with the card's id when they hold several. */
    payCode: z.string().min(1).max(40).optional(),
    cardId: staffBodyId.optional(),
    storeId: staffBodyId,
    /** The till's key for this use: sent again after a lost answer, it answers the first use. */
    key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine((b) => (b.number === undefined) !== (b.payCode === undefined), {
    path: ['number'],
    message: 'give the card number or a payment code, not both',
  })
  .refine((b) => b.cardId === undefined || b.payCode !== undefined, {
    path: ['cardId'],
    message: 'a card id goes with a payment code',
  });

/**
 * Staff card routes (inside the /staff plugin, behind its bearer token): card products (list, create, end), a
 * pass card used at the counter by its number or the member's payment code, a card disabled, a member's cards.
 */
export function registerStaffCards(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/cards/products', async (req, res) => {
    const q = z.strictObject({ storeId: staffId.optional() }).safeParse(req.query);
    if (!q.success) return staffBadRequest(res, 'storeId');
    return staffAnswer(res, async () => ({
      products: (await listCardProducts(deps.db, q.data.storeId)).map(toStaffProduct),
    }));
  });
  staff.post('/cards/products', async (req, res) => {
    const body = newCardProduct.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, async () =>
      toStaffProduct(await createCardProduct(deps.db, body.data, deps.clock.now())),
    );
  });
  staff.post('/cards/products/:id/end', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, async () => toStaffProduct(await endCardProduct(deps.db, params.data.id)));
  });
  staff.post('/cards/use', async (req, res) => {
    const body = useBody.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    const { number, payCode, cardId, storeId, key } = body.data;
    const use =
      payCode === undefined ? { number: number ?? '', storeId, key } : { payCode, cardId, storeId, key };
    return staffAnswer(res, () => useAtCounter(deps, use));
  });
  staff.post('/cards/:id/disable', async (req, res) => {
    const params = z.strictObject({ id: staffId }).safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, () => disableCard(deps, params.data.id));
  });
  staff.get('/cards', async (req, res) => {
    const q = memberQuery.safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, () => memberCardsForStaff(deps, q.data.phone, q.data.memberNo));
  });
}
