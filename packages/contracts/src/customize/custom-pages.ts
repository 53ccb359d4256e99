import { z } from 'zod';
import { customizePaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { translationsOf } from './page-link.ts';
import { pageStructure, savedPageStructure } from './page-structure.ts';

/*
 * Custom pages (SPEC §2 customize/definePage/definePage?pageid=&pagename=, links /PageDefine/<id>; §7
 * Customize/ReadDefinePageStructure): pages a store composes of the same sections as its home page, any number
 * of them, each with a title in the shopper's language (decision 040).
 */

const titleField = { title: z.string().trim().min(1).max(40) };

/** A custom page as staff save it (`npm run staff -- pages save new page.json`): its title and its sections. */
export const savedCustomPage = savedPageStructure.extend({
  ...titleField,
  translations: translationsOf({ title: z.string().max(40) }),
});
export type SavedCustomPage = z.infer<typeof savedCustomPage>;

/** A published custom page in a list: its id and title in the reader's language. */
export const customPageSummary = z.object({ pageId: z.number().int(), title: z.string() });
export type CustomPageSummary = z.infer<typeof customPageSummary>;

export const customizeEndpoints = {
  readDefinePageStructure: endpoint({
    path: customizePaths.readDefinePageStructure,
    access: 'public',
    request: z.strictObject({
      storeId: field.id,
      pageId: field.id,
      /** The draft a staff member saved without publishing, when there is one; never cached. */
      isPreview: z.boolean().optional(),
      /** A saved alternative layout of the page; falls back to the live one when it has none. */
      templateId: field.id.optional(),
    }),
    result: customPageSummary.extend({ structure: pageStructure }),
  }),
  /** The store's published custom pages (customize/index without a pageid). */
  definePageList: endpoint({
    path: customizePaths.definePageList,
    access: 'public',
    request: z.strictObject({ storeId: field.id }),
    result: z.object({ pages: z.array(customPageSummary) }),
  }),
};
