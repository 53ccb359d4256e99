import { customizeEndpoints, storeEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';
import { definePageList, readDefinePage } from './custom-pages.ts';
import { pagesStructure } from './page-structure.ts';
import { tabBarOf } from './tab-bar.ts';

/**
 * The pages a store lays out (SPEC §7 Store/PagesStructure): saved structures, else the default home; its custom
 * pages (Customize/ReadDefinePageStructure) and their list.
 */
export function registerCustomize(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, storeEndpoints.pagesStructure, async (input, ctx) => {
    const store = await requireStoreRecord(ctx, input.storeId);
    const pages = await pagesStructure(ctx, store, input.pages, {
      preview: input.isPreview,
      templateId: input.templateId,
    });
    return { pages, tabBar: tabBarOf(store, ctx.locale) };
  });
  registerEndpoint(app, deps, customizeEndpoints.readDefinePageStructure, async (input, ctx) => {
    const store = await requireStoreRecord(ctx, input.storeId);
    return readDefinePage(ctx, store, input.pageId, {
      preview: input.isPreview,
      templateId: input.templateId,
    });
  });
  registerEndpoint(app, deps, customizeEndpoints.definePageList, async (input, ctx) =>
    definePageList(ctx, await requireStoreRecord(ctx, input.storeId)),
  );
}
