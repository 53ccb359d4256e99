import type { ParsedRequestOf, TermsDocument, TermsSummary, termsEndpoints } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { storeTerms } from '../../db/schema/service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';
import { textIn, toBlocks } from './terms-text.ts';

type TermsRow = typeof storeTerms.$inferSelect;
type Ctx = Pick<CallContext, 'db' | 'clock' | 'headers'>;

/** The documents a store shows: its own, or its headquarters' when it has none of its own. */
async function documentsOf(ctx: Ctx, storeId: number): Promise<TermsRow[]> {
  const store = await requireStoreRecord(ctx, storeId);
  const read = (id: number) =>
    ctx.db
      .select()
      .from(storeTerms)
      .where(eq(storeTerms.storeId, id))
      .orderBy(asc(storeTerms.sort), asc(storeTerms.id));
  const own = await read(store.row.id);
  if (own.length > 0 || store.row.parentId === null) return own;
  return read(store.row.parentId);
}

function summaryOf(row: TermsRow, requested: string | null): TermsSummary & { body: string } {
  const { language, text } = textIn(row.texts, requested, row.language);
  return {
    id: row.id,
    kind: row.kind,
    title: text.title,
    language,
    updatedAt: row.updatedAt.toISOString(),
    body: text.body,
  };
}

/** customize/TermsList: the store's documents in the reader's language, in the store's order. */
export async function termsList(
  ctx: Ctx,
  input: ParsedRequestOf<typeof termsEndpoints.termsList>,
): Promise<{ terms: TermsSummary[] }> {
  const requested = input.locale ?? ctx.headers.locale;
  const rows = await documentsOf(ctx, input.storeId);
  return {
    terms: rows.map((row) => summaryOf(row, requested)).map(({ body: _body, ...summary }) => summary),
  };
}

/**
 * customize/Terms: one document by id or kind. A document of another store (not this one's, nor the
 * headquarters' it inherits) is NOT_FOUND, as is an id whose kind differs from the kind also given.
 */
export async function termsDocument(
  ctx: Ctx,
  input: ParsedRequestOf<typeof termsEndpoints.terms>,
): Promise<TermsDocument> {
  const rows = await documentsOf(ctx, input.storeId);
  const row = rows.find(
    (r) =>
      (input.id === undefined || r.id === input.id) && (input.kind === undefined || r.kind === input.kind),
  );
  if (!row) throw new AppError('NOT_FOUND');
  const { body, ...summary } = summaryOf(row, input.locale ?? ctx.headers.locale);
  return { ...summary, blocks: toBlocks(body) };
}
