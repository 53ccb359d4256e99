import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { BackButton } from '../../../ui/back-button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { IconSearch } from '../../../ui/icons.tsx';
import { IconClose } from '../../../ui/page-icons.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { ProductList } from '../components/product-list.tsx';
import { useDebouncedValue } from '../components/use-debounced-value.ts';
import { categoryName, folderUidByType } from '../state/folder-names.ts';
import { useListMode } from '../state/list-mode.ts';
import './search-page.css';

/** How long typing must pause before the list follows it. */
export const searchDebounceMs = 300;
/** The contract's bound on the product-name filter. */
const maxNameLength = 50;

/** The category uids of the address: `categoryUids=3,4`, or the system folder of `type` (combo|hotsale|onsale). */
export function scopeUids(query: Record<string, string>): number[] {
  const listed = (query.categoryUids ?? '')
    .split(',')
    .filter((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)
    .map(Number);
  if (listed.length > 0) return [...new Set(listed)].slice(0, 50);
  const folder = query.type ? folderUidByType[query.type] : undefined;
  return folder ? [folder] : [];
}

/**
 * Search (/subpackages/category/pages/home/search?name=&categoryUids=&type=). Without a category it searches
 * the whole store by product name, `name` filling the box. With one (a category link or a system folder
 * search, SPEC §2) it lists that category at once, `name` being the category's name, and the box narrows it.
 */
export function SearchPage() {
  const { query } = useRoute();
  // Another search opened over this one (same page, new address) starts afresh.
  const { name = '', categoryUids = '', type = '' } = query;
  return <SearchView key={`${name}|${categoryUids}|${type}`} query={query} />;
}

function SearchView({ query }: { query: Record<string, string> }) {
  const t = useT();
  usePageTitle(t('common.search'));
  const mode = useListMode();
  const uids = scopeUids(query);
  const scoped = uids.length > 0;
  const scopeName =
    scoped && uids.length === 1 ? categoryName({ uid: uids[0]!, name: query.name ?? '' }, t) : '';
  const [text, setText] = useState(() => (scoped ? '' : (query.name ?? '').slice(0, maxNameLength)));
  const name = useDebouncedValue(text.trim(), searchDebounceMs);
  const input = useRef<HTMLInputElement>(null);

  const placeholder = scopeName ? t('catalog.searchIn', { name: scopeName }) : t('catalog.searchPlaceholder');
  return (
    <div className="search-page">
      <header className="search-bar">
        <BackButton />
        <form
          className="search-bar__form"
          onSubmit={(e) => {
            e.preventDefault();
            input.current?.blur();
          }}
        >
          <IconSearch size={16} />
          <input
            ref={input}
            className="search-bar__input"
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={maxNameLength}
            placeholder={placeholder}
            aria-label={placeholder}
            // biome-ignore lint/a11y/noAutofocus: the page exists to type a search; the keyboard should open.
            autoFocus={!scoped && !text}
            onChange={(e) => setText(e.target.value)}
          />
          {text ? (
            <button
              type="button"
              className="search-bar__clear"
              aria-label={t('catalog.clearSearch')}
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <IconClose size={14} />
            </button>
          ) : null}
        </form>
      </header>
      {scopeName ? <h1 className="search-page__scope">{scopeName}</h1> : null}
      <div className="search-page__results">
        {scoped || name ? (
          <ProductList
            key={`${uids.join(',')}|${name}|${mode ?? ''}`}
            filter={{ categoryUids: scoped ? uids : undefined, name: name || undefined, mode }}
            emptyTitle={name ? t('catalog.noResults', { name }) : t('catalog.emptyCategory')}
          />
        ) : (
          <EmptyState icon={<IconSearch size={36} />} title={t('catalog.searchHint')} />
        )}
      </div>
      <CartBar />
    </div>
  );
}
