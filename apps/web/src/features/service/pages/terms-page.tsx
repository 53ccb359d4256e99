import type { TermsDocument } from '@shop/contracts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type TermsWhich, useTermsDocument } from '../api/terms.ts';
import './terms-page.css';

/** The document the address names: `?id=3`, or `?kind=privacyPolicy` (the login page's links). */
function whichOf(query: Record<string, string | undefined>): TermsWhich {
  const id = query.id && /^\d{1,9}$/.test(query.id) ? Number(query.id) : undefined;
  const kind = query.kind && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(query.kind) ? query.kind : undefined;
  return id !== undefined ? { id } : kind !== undefined ? { kind } : {};
}

/** The document as text: React escapes every block, so nothing the store wrote can run as markup. */
function Article({ doc }: { doc: TermsDocument }) {
  const t = useT();
  return (
    <article className="terms-article card" lang={doc.language} data-testid="terms-article">
      <p className="terms-article__updated">
        {t('service.terms.updated', { date: formatDate(doc.updatedAt, 'short') })}
      </p>
      {doc.blocks.map((block, i) =>
        block.type === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a document never move.
          <h2 key={i} className="terms-article__heading">
            {block.text}
          </h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a document never move.
          <p key={i} className="terms-article__paragraph">
            {block.text}
          </p>
        ),
      )}
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div className="terms-article card" aria-hidden="true">
      <Skeleton width="45%" height={12} />
      {[92, 100, 70, 0, 96, 84].map((w, i) =>
        w === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed placeholder.
          <Skeleton key={i} width="40%" height={17} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed placeholder.
          <Skeleton key={i} width={`${w}%`} height={14} />
        ),
      )}
    </div>
  );
}

/** One of the store's documents (SPEC §2 account/terms): title, last update and the text. */
export function TermsPage() {
  const t = useT();
  const which = whichOf(useRoute().query);
  const doc = useTermsDocument(which);
  const missing =
    (which.id === undefined && which.kind === undefined) ||
    (isApiError(doc.error) && doc.error.status === 404);

  let body = <ArticleSkeleton />;
  if (missing) body = <EmptyState title={t('service.terms.missing')} />;
  else if (doc.isError)
    body = <LoadFailed title={errorMessage(doc.error)} onRetry={() => void doc.refetch()} />;
  else if (doc.data) body = <Article doc={doc.data} />;

  return (
    <div className="terms-page">
      <PageHeader title={doc.data?.title ?? t('service.terms.title')} />
      {body}
    </div>
  );
}
