import type { PageSection } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { preloadPage } from '../../../lib/router/page-directory.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { alertDialog, errorMessage } from '../../../ui/feedback/feedback.ts';
import { StoreHeader, usePointsPromise, useStore } from '../../store/index.ts';
import { useHomePage } from '../api/pages-structure.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { CategoryShortcuts } from '../components/category-shortcuts.tsx';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { NoticeBar } from '../components/notice-bar.tsx';
import { ProductSection } from '../components/product-section.tsx';
import { SearchEntry } from '../components/search-entry.tsx';
import './home-page.css';

/** SPEC §2: the home page preloads the customize pages (a no-op until one of them is built). */
const customizePath = '/subpackages/customize/index';

/** The store's notice, followed by what its point rule promises (only when it has one). */
function Notice({ section }: { section: Extract<PageSection, { type: 'notice' }> }) {
  const promise = usePointsPromise();
  return <NoticeBar text={promise ? `${section.text} ${promise}` : section.text} link={section.link} />;
}

function Section({ section, first }: { section: PageSection; first: { banner: number; products: number } }) {
  switch (section.type) {
    case 'search':
      return <SearchEntry />;
    case 'banner':
      return <BannerCarousel section={section} priority={first.banner === 0} />;
    case 'notice':
      return <Notice section={section} />;
    case 'shortcuts':
      return <CategoryShortcuts section={section} />;
    case 'productSection':
      return <ProductSection section={section} eager={first.products === 0} />;
  }
}

/** Counts, for each section, the banners and product sections before it (to know what is above the fold). */
function positions(sections: readonly PageSection[]) {
  let banner = 0;
  let products = 0;
  return sections.map((s) => {
    const at = { banner, products };
    if (s.type === 'banner') banner += 1;
    if (s.type === 'productSection') products += 1;
    // A banner above the products makes it, not them, the largest paint; their pictures can wait.
    if (s.type === 'banner' && s.images.length > 0) products += 1;
    return at;
  });
}

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
  useEffect(() => preloadPage(customizePath), []);

  const sections = page.data?.sections ?? [];
  const at = positions(sections);
  return (
    <main className="home">
      {info ? <StoreHeader info={info} /> : null}
      {page.data ? (
        <div className="home__sections">
          {sections.map((s, i) => (
            <Section key={`${s.type}-${s.id}`} section={s} first={at[i]!} />
          ))}
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
