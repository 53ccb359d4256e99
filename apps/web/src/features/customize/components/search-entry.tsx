import { namedLink } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconSearch } from '../../../ui/icons.tsx';
import './search-entry.css';

/** The search box of the home page: a link named by its text (a control, not a landmark) that opens the search page, where typing happens. */
export function SearchEntry() {
  const t = useT();
  const search = namedLink('search');
  return (
    <Link to={search.path} query={search.query} className="search-pill search-entry">
      <IconSearch size={16} />
      <span className="ellipsis">{t('customize.searchPlaceholder')}</span>
    </Link>
  );
}
