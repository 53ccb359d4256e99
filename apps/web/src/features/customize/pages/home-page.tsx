import { useEffect, useRef } from 'react';
import { afterLoad } from '../../../lib/after-load.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { preloadPage } from '../../../lib/router/page-directory.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { alertDialog, errorMessage } from '../../../ui/feedback/feedback.ts';
import { StoreHeader, useStore } from '../../store/index.ts';
import { useHomePage } from '../api/pages-structure.ts';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { PageSections } from '../components/page-sections.tsx';
import './home-page.css';

/** SPEC §2: the home page preloads the customize pages, once its own first screen has loaded. */
const customizePath = '/subpackages/customize/index';

/** Shows the SPEC §7 error modal once per failure of the page structure. */
function useFailureDialog(error: unknown) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    void alertDialog({ message: errorMessage(error) });
  }, [error]);
}

/**
 * The home page (/ and /pages/index/index): the store header, then the sections of the store's page structure
 * (search, banners, notice, category shortcuts, product sections), which the server inlines into index.html.
 */
export function HomePage() {
  const t = useT();
  const { info } = useStore();
  const page = useHomePage();
  useFailureDialog(page.error);
  useEffect(() => afterLoad(() => preloadPage(customizePath)), []);

  return (
    <main className="home">
      {info ? <StoreHeader info={info} /> : null}
      {page.data ? (
        <div className="home__sections">
          <PageSections sections={page.data.sections} here="/pages/index/index" />
        </div>
      ) : page.isError ? (
        <EmptyState
          title={t('customize.loadFailed')}
          action={<Button onClick={() => void page.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <HomeSkeleton label={t('common.loading')} />
      )}
    </main>
  );
}
