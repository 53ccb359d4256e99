import type { PageSection } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { pageLinkTarget } from './page-link.ts';
import './category-shortcuts.css';

type Section = Extract<PageSection, { type: 'linkShortcuts' }>;
type Item = Section['items'][number];

function ItemIcon({ item }: { item: Item }) {
  const [failed, setFailed] = useState(false);
  if (!item.icon || failed) {
    return (
      <span className="shortcut__icon shortcut__icon--letter" aria-hidden="true">
        {Array.from(item.title)[0] ?? ''}
      </span>
    );
  }
  return (
    <span className="shortcut__icon">
      <img src={item.icon} alt="" width={48} height={48} decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}

/**
 * Link shortcuts (decision 040): an icon grid whose items open any page link — a custom page, a named link of
 * SPEC §2, a product or a web address — by the link rules (tab pages by redirect).
 */
export function LinkShortcuts({ section }: { section: Section }) {
  const t = useT();
  return (
    <nav className="shortcuts" aria-label={t('customize.linkShortcuts')}>
      <ul className="shortcuts__grid">
        {section.items.map((item, i) => {
          const target = pageLinkTarget(item.link);
          if (!target) return null;
          return (
            <li key={`${item.title}|${JSON.stringify(item.link)}`}>
              <Link
                to={target.path}
                query={target.query}
                replace={target.tab}
                className="shortcut"
                data-testid={`link-shortcut-${section.id}-${i}`}
              >
                <ItemIcon item={item} />
                <span className="shortcut__name clamp-2">{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
