import type { PageStructure, ProductCard } from '@shop/contracts';
import { categoryLink, goodsLink, namedLink, systemFolders, toMinor } from '@shop/domain';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasKey } from '../../../lib/i18n/messages.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { usePricesHidden } from '../../store/index.ts';
import './product-section.css';

type Section = Extract<PageStructure['sections'][number], { type: 'productSection' }>;

const rowCardSize = 132;
const gridCardSize = 172;

/*
 * Page structures (built by the server, saved by merchants) name their built-in section titles on the wire by
 * the keys these texts first had, `home.section.*`; the catalogue keeps them with the rest of the home page's
 * texts under `customize.section.*`.
 */
const wireTitlePrefix = 'home.section.';

/** A section's title: its key's text when the catalogue has one, else the title the structure carries. */
function sectionTitle(section: Section, t: Translate): string {
  const { titleKey } = section;
  const key = titleKey.startsWith(wireTitlePrefix)
    ? `customize.section.${titleKey.slice(wireTitlePrefix.length)}`
    : titleKey;
  return hasKey(key) ? t(key) : section.title;
}

function ProductTile({
  product,
  size,
  eager,
  hidePrice,
}: {
  product: ProductCard;
  size: number;
  eager: boolean;
  hidePrice: boolean;
}) {
  const t = useT();
  const target = goodsLink(product.ProductId);
  return (
    <Link to={target.path} query={target.query} className="tile card">
      <span className="tile__media">
        <ProductImage src={product.ImageName} alt="" size={size} eager={eager} />
        {product.IsOutStock ? <span className="tile__soldout">{t('catalog.soldOut')}</span> : null}
        {product.isHot && !product.IsOutStock ? <span className="tile__tag">{t('catalog.hot')}</span> : null}
      </span>
      <span className="tile__body">
        <span className="tile__name clamp-2">{product.ProductName}</span>
        {hidePrice ? (
          <span className="tile__hidden-price">{t('catalog.priceHidden')}</span>
        ) : (
          <Price
            minor={toMinor(product.SellPrice)}
            original={toMinor(product.OriginalPrice)}
            size="sm"
            className="tile__price"
          />
        )}
      </span>
    </Link>
  );
}

/** Where "view all" of a section leads: its category or system folder, or the whole category page. */
function viewAllTarget(section: Section, title: string) {
  if (section.source.type === 'category') {
    const uid = section.source.categoryUid;
    return categoryLink(uid, systemFolders[uid] ? '' : title);
  }
  return namedLink('allCategories');
}

/**
 * A product section of the home page: a titled strip of cards that scrolls sideways ('row') or a two-column
 * grid ('grid'). Cards open the product's detail page by the SPEC §2 goods rule. `eager` loads the first
 * cards' pictures at once when the section is at the top of the page.
 */
export function ProductSection({ section, eager }: { section: Section; eager: boolean }) {
  const t = useT();
  const hidePrice = usePricesHidden();
  const title = sectionTitle(section, t);
  const more = viewAllTarget(section, title);
  const row = section.layout === 'row';
  const headingId = `home-section-${section.id}`;
  return (
    <section className="home-products" aria-labelledby={headingId}>
      <div className="home-products__head">
        <h2 className="home-products__title ellipsis" id={headingId}>
          {title}
        </h2>
        <Link to={more.path} query={more.query} className="home-products__more touch-44">
          {t('common.viewAll')}
          <IconChevronRight size={12} />
        </Link>
      </div>
      <ul className={row ? 'home-products__row no-scrollbar' : 'home-products__grid'}>
        {section.products.map((p, i) => (
          <li key={p.ProductId}>
            <ProductTile
              product={p}
              size={row ? rowCardSize : gridCardSize}
              eager={eager && i < (row ? 3 : 2)}
              hidePrice={hidePrice}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
