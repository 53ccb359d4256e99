import { isTabPath } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasPage } from '../../../lib/router/page-directory.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { type EntryGroup, type MemberEntry, visibleEntries } from './member-entries.ts';

function EntryLink({ entry, tile }: { entry: MemberEntry; tile: boolean }) {
  const t = useT();
  const Icon = entry.icon;
  // Tab pages are reached by redirect (SPEC §2), so the order list replaces the member centre.
  const common = {
    to: entry.path,
    query: entry.query,
    replace: isTabPath(entry.path),
    'data-testid': `member-${entry.key}`,
  };
  if (tile) {
    return (
      <Link {...common} className="member-tile">
        <span className="member-tile__icon">
          <Icon size={24} />
        </span>
        <span className="member-tile__title">{t(entry.title)}</span>
      </Link>
    );
  }
  return (
    <Link {...common} className="member-link">
      <Icon size={22} />
      <span className="member-link__text">
        <span className="member-link__title">{t(entry.title)}</span>
        {entry.text ? <span className="member-link__sub">{t(entry.text)}</span> : null}
      </span>
      <IconChevronRight size={16} />
    </Link>
  );
}

/**
 * One group of the member centre's entries: a list of rows, or a grid of tiles for the services. Renders nothing
 * when none of its pages is built yet.
 */
export function MemberEntrySection({
  group,
  isLoggedIn,
  title,
}: {
  group: EntryGroup;
  isLoggedIn: boolean;
  title?: string;
}) {
  const entries = visibleEntries(group, { isBuilt: hasPage, isLoggedIn });
  if (entries.length === 0) return null;
  const tiles = group === 'services';
  return (
    <nav
      className={`member-section card ${tiles ? 'member-tiles' : 'member-links'}`}
      aria-label={title}
      data-testid={`member-group-${group}`}
    >
      {title ? <h2 className="member-section__title">{title}</h2> : null}
      <div className={tiles ? 'member-tiles__grid' : undefined}>
        {entries.map((entry) => (
          <EntryLink key={entry.key} entry={entry} tile={tiles} />
        ))}
      </div>
    </nav>
  );
}
