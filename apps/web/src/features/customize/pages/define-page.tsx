import { homePath } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { isMissingPage, useDefinePage } from '../api/define-page.ts';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { PageSections } from '../components/page-sections.tsx';
import './define-page.css';

/** A page id of the address: digits only, else none. */
export function pageIdOf(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * A custom page's body (decision 040): its title bar (the title in the shopper's language; the link's pagename
 * until it has loaded), then its sections. A page the store has not published says so, with a way home.
 */
export function DefinePageView({
  pageId,
  pageName,
  here,
}: {
  pageId: number | null;
  pageName: string;
  here: string;
}) {
  const t = useT();
  const { query } = useRoute();
  const page = useDefinePage(pageId, query.isPreview === '1' || query.isPreview === 'true');
  const missing = pageId === null || isMissingPage(page.error);
  const title = page.data?.title ?? (missing ? t('customize.definePage.notFound') : pageName);
  return (
    <div className="define-page">
      <PageHeader title={title} />
      {page.data ? (
        <div className="define-page__sections" data-testid="define-page">
          <PageSections sections={page.data.structure.sections} here={here} />
        </div>
      ) : missing ? (
        <EmptyState
          title={t('customize.definePage.notFound')}
          text={t('customize.definePage.notFoundText')}
          action={
            <Button onClick={() => redirect(homePath)} data-testid="define-page-home">
              {t('customize.definePage.goHome')}
            </Button>
          }
        />
      ) : page.isError ? (
        <EmptyState
          title={t('customize.definePage.loadFailed')}
          action={<Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <HomeSkeleton label={t('customize.definePage.loading')} />
      )}
    </div>
  );
}

/** SPEC §2 customize/definePage/definePage?pageid=&pagename=: a custom page of the store. */
export function DefinePage() {
  const { query } = useRoute();
  const here = `/subpackages/customize/definePage/definePage?pageid=${query.pageid ?? ''}`;
  return <DefinePageView pageId={pageIdOf(query.pageid)} pageName={query.pagename ?? ''} here={here} />;
}
