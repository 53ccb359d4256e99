import { namedLink } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconSearch } from '../../../ui/icons.tsx';
import './search-link.css';

/** The search entry of the category page: a link named by its text that opens the search page (a control, not a landmark). */
export function SearchLink() {
  const t = useT();
  const search = namedLink('search');
  return (
    <Link to={search.path} query={search.query} className="search-pill search-link">
      <IconSearch size={16} />
      <span className="ellipsis">{t('catalog.searchPlaceholder')}</span>
    </Link>
  );
}
