import type { PageSection } from '@shop/contracts';
import { Link } from '../../../lib/router/use-route.tsx';
import { pageLinkTarget } from './page-link.ts';
import './composed-sections.css';

type Section = Extract<PageSection, { type: 'image' }>;

/** A picture of the page at its saved proportions (no shift as it loads), a link when it has one. */
export function ImageSection({ section, eager }: { section: Section; eager: boolean }) {
  const target = section.link ? pageLinkTarget(section.link) : null;
  const img = (
    <img
      className="image-section__img"
      src={section.imageUrl}
      alt={section.alt}
      width={section.width}
      height={section.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  return (
    <figure className="image-section" data-testid={`image-${section.id}`}>
      {target ? (
        <Link to={target.path} query={target.query} replace={target.tab} className="image-section__link">
          {img}
        </Link>
      ) : (
        img
      )}
    </figure>
  );
}
