import { detailLink } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useDefinePageList } from '../api/define-page.ts';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { DefinePageView, pageIdOf } from './define-page.tsx';
import './define-page.css';

/** The store's published custom pages, each opening its definePage. */
function PageList() {
  const t = useT();
  const list = useDefinePageList(true);
  const pages = list.data?.pages ?? [];
  return (
    <div className="define-page">
      <PageHeader title={t('customize.pages.title')} />
      {list.isPending ? (
        <HomeSkeleton label={t('common.loading')} />
      ) : pages.length === 0 ? (
        <EmptyState title={t('customize.pages.empty')} />
      ) : (
        <ul className="define-pages__list" aria-label={t('customize.pages.label')}>
          {pages.map((p) => {
            const target = detailLink({ type: 'page', id: p.pageId, name: p.title });
            return (
              <li key={p.pageId} className="define-pages__item">
                <Link to={target.path} query={target.query} className="define-pages__link">
                  <span>{p.title}</span>
                  <IconChevronRight size={14} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * SPEC §2 customize/index (decision 040): with a pageid, that custom page of the store (as definePage shows it);
 * without one, the list of the store's published custom pages.
 */
export function CustomizeIndexPage() {
  const { query } = useRoute();
  const pageId = pageIdOf(query.pageid);
  if (query.pageid === undefined) return <PageList />;
  const here = `/subpackages/customize/index?pageid=${query.pageid}`;
  return <DefinePageView pageId={pageId} pageName={query.pagename ?? ''} here={here} />;
}
