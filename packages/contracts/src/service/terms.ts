import { z } from 'zod';
import { termsPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/** The kinds every store is expected to have; a store may keep others under keys of its own. */
export const wellKnownTermsKinds = ['userAgreement', 'privacyPolicy', 'membershipRules'] as const;

export const termsKindField = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9]*$/);

/** The reader's language (en, es, zh-CN, zh-Hant or another BCP 47 tag); the x-locale header when left out. */
const localeField = z
  .string()
  .max(16)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/);

/** One block of a document: a heading or a paragraph, both plain text (the client never renders HTML). */
export const termsBlockSchema = z.object({
  type: z.enum(['heading', 'paragraph']),
  text: z.string(),
});

/** A document as listed: which one, its title in the language shown, and when the store last changed it. */
export const termsSummarySchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  title: z.string(),
  /** The language of the text shown: the reader's when the store wrote one, else the store's own. */
  language: z.string(),
  /** ISO 8601 instant. */
  updatedAt: z.string(),
});

export type TermsSummary = z.infer<typeof termsSummarySchema>;
export const termsDocumentSchema = termsSummarySchema.extend({ blocks: z.array(termsBlockSchema) });
export type TermsDocument = z.infer<typeof termsDocumentSchema>;

/** The store's terms documents (SPEC §2 account/termsList and account/terms). */
export const termsEndpoints = {
  termsList: endpoint({
    path: termsPaths.termsList,
    access: 'public',
    request: z.strictObject({ storeId: field.id, locale: localeField.optional() }),
    result: z.object({ terms: z.array(termsSummarySchema) }),
  }),
  /** One document, by id or by kind (the login page links to kind=userAgreement / privacyPolicy). */
  terms: endpoint({
    path: termsPaths.terms,
    access: 'public',
    request: z
      .strictObject({
        storeId: field.id,
        id: field.id.optional(),
        kind: termsKindField.optional(),
        locale: localeField.optional(),
      })
      .refine((v) => v.id !== undefined || v.kind !== undefined, {
        path: ['id'],
        message: 'id or kind is required',
      }),
    result: termsDocumentSchema,
  }),
};
