import type { PageStructure } from '@shop/contracts';
import { namedLink, systemFolders } from '@shop/domain';
import { type ReactNode, useState } from 'react';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconFlame, IconLayers, IconTag } from '../../../ui/icons.tsx';
import './category-shortcuts.css';

type ShortcutSection = Extract<PageStructure['sections'][number], { type: 'shortcuts' }>;
type Shortcut = ShortcutSection['items'][number];

const folderKeys = { combo: 'combo', hotsale: 'hotSale', onsale: 'onSale' } as const;
const folderIcons: Record<string, ReactNode> = {
  combo: <IconLayers size={24} />,
  hotsale: <IconFlame size={24} />,
  onsale: <IconTag size={24} />,
};

/** A shortcut's name: the system folders' names are the app's own, in the shopper's language. */
export function shortcutName(item: Shortcut, t: Translate): string {
  const folder = item.system ? systemFolders[item.categoryUid] : undefined;
  return folder ? t(`catalog.folders.${folderKeys[folder]}`) : item.name;
}

function ShortcutIcon({ item, name }: { item: Shortcut; name: string }) {
  const [failed, setFailed] = useState(false);
  const folder = item.system ? systemFolders[item.categoryUid] : undefined;
  if (folder)
    return <span className={`shortcut__icon shortcut__icon--${folder}`}>{folderIcons[folder]}</span>;
  if (!item.icon || failed) {
    return <span className="shortcut__icon shortcut__icon--letter">{Array.from(name)[0] ?? ''}</span>;
  }
  return (
    <span className="shortcut__icon">
      <img src={item.icon} alt="" width={48} height={48} decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}

/**
 * The category shortcuts: a grid of round icons, each opening the category page on its category (or system
 * folder), where the side bar lets the shopper browse on. Configured links keep the SPEC §2 search rule.
 */
export function CategoryShortcuts({ section }: { section: ShortcutSection }) {
  const t = useT();
  return (
    <nav className="shortcuts" aria-label={t('customize.shortcuts')}>
      <ul className="shortcuts__grid">
        {section.items.map((item) => {
          const name = shortcutName(item, t);
          const target = namedLink('allCategories');
          return (
            <li key={item.categoryUid}>
              <Link
                to={target.path}
                query={{ ...target.query, categoryUid: String(item.categoryUid) }}
                className="shortcut"
              >
                <ShortcutIcon item={item} name={name} />
                <span className="shortcut__name clamp-2">{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
