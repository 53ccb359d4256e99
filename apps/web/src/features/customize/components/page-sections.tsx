import type { PageSection } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { usePointsPromise } from '../../store/index.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { CategoryShortcuts } from './category-shortcuts.tsx';
import { ImageSection } from './image-section.tsx';
import { LinkShortcuts } from './link-shortcuts.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { ProductSection } from './product-section.tsx';
import { SearchEntry } from './search-entry.tsx';
import { TextSection } from './text-section.tsx';

// Strips that fetch or show member things come in chunks of their own, so a home without them loads none of it.
const ActivityStrip = lazy(async () => ({ default: (await import('./activity-strip.tsx')).ActivityStrip }));
const CouponStrip = lazy(async () => ({ default: (await import('../../coupon/index.ts')).CouponStrip }));

/** The store's notice, followed by what its point rule promises (only when it has one). */
function Notice({ section }: { section: Extract<PageSection, { type: 'notice' }> }) {
  const promise = usePointsPromise();
  return <NoticeBar text={promise ? `${section.text} ${promise}` : section.text} link={section.link} />;
}

/** Keeps a lazily loaded section's place while its chunk loads. */
function Later({ type, children }: { type: string; children: React.ReactNode }) {
  return <Suspense fallback={<div className={`composed-placeholder--${type}`} />}>{children}</Suspense>;
}

type Above = { banner: number; products: number };

function Section({ section, first, here }: { section: PageSection; first: Above; here: string }) {
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
    case 'linkShortcuts':
      return <LinkShortcuts section={section} />;
    case 'image':
      return <ImageSection section={section} eager={first.banner === 0 && first.products === 0} />;
    case 'text':
      return <TextSection section={section} />;
    case 'spacer':
      return <div style={{ height: section.height }} aria-hidden="true" />;
    case 'activityStrip':
      return (
        <Later type={section.type}>
          <ActivityStrip section={section} />
        </Later>
      );
    case 'couponStrip':
      return (
        <Later type={section.type}>
          <CouponStrip
            title={section.title}
            templateIds={section.templateIds}
            limit={section.limit}
            here={here}
          />
        </Later>
      );
  }
}

/** Counts, for each section, the banners and product sections before it (to know what is above the fold). */
function positions(sections: readonly PageSection[]): Above[] {
  let banner = 0;
  let products = 0;
  return sections.map((s) => {
    const at = { banner, products };
    if (s.type === 'banner' || s.type === 'image') banner += 1;
    if (s.type === 'productSection') products += 1;
    // A banner above the products makes it, not them, the largest paint; their pictures can wait.
    if ((s.type === 'banner' && s.images.length > 0) || s.type === 'image') products += 1;
    return at;
  });
}

/**
 * The sections of a page structure, as the home page and custom pages draw them (decision 040). `here` is the
 * page's path, where a guest comes back to after logging in to claim a coupon.
 */
export function PageSections({ sections, here }: { sections: readonly PageSection[]; here: string }) {
  const at = positions(sections);
  return sections.map((s, i) => <Section key={`${s.type}-${s.id}`} section={s} first={at[i]!} here={here} />);
}
