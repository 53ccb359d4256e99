import { catalogEndpoints as ep } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import {
  findByBarcode,
  hasAttributes,
  listCategories,
  listMulti,
  listSubCategories,
  productAttributes,
  productDetail,
} from './service.ts';

/** The product calls of SPEC §7: categories, the product list and detail, combos, options and barcode lookup. */
export function registerCatalog(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, ep.categories, (input, ctx) => listCategories(ctx, input.storeId));
  registerEndpoint(app, deps, ep.subCategories, (input, ctx) =>
    listSubCategories(ctx, input.storeId, input.parentUid),
  );
  registerEndpoint(app, deps, ep.listMulti, (input, ctx) => listMulti(ctx, input));
  registerEndpoint(app, deps, ep.productDetail, (input, ctx) =>
    productDetail(ctx, input.storeId, input.productId),
  );
  registerEndpoint(app, deps, ep.combo, (input, ctx) =>
    productDetail(ctx, input.storeId, input.comboId, true),
  );
  registerEndpoint(app, deps, ep.attributes, (input, ctx) => productAttributes(ctx, input.productId));
  registerEndpoint(app, deps, ep.hasAttributesById, (input, ctx) => hasAttributes(ctx, input.id));
  registerEndpoint(app, deps, ep.findByBarcode, async (input, ctx) => {
    const storeId = input.storeId ?? ctx.headers.storeId;
    if (!storeId) throw new AppError('BAD_REQUEST', {}, { Field: 'storeId' });
    return findByBarcode(ctx, storeId, input.barcode);
  });
}
