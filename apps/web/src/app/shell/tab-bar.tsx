import type { ComponentType } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { Link } from '../../lib/router/use-route.tsx';
import { CountBadge } from '../../ui/count-badge.tsx';
import { IconCart, IconHome, IconOrder, IconUser } from '../../ui/icons.tsx';
import { type TabId, useTabBadges } from '../../ui/tab-badges.ts';
import './tab-bar.css';

interface Tab {
  id: TabId;
  path: string;
  label: MessageKey;
  Icon: ComponentType<{ size?: number }>;
}

/** The tab pages of the shell, in bar order (SPEC §2 tab bar: Home, Cart, Order, Me). */
export const tabs: readonly Tab[] = [
  { id: 'home', path: '/pages/index/index', label: 'nav.home', Icon: IconHome },
  { id: 'cart', path: '/subpackages/shopping/shoppingCart', label: 'nav.cart', Icon: IconCart },
  { id: 'order', path: '/subpackages/orderhistory/orderhistory', label: 'nav.order', Icon: IconOrder },
  { id: 'me', path: '/subpackages/account/account', label: 'nav.me', Icon: IconUser },
];

export function TabBar({ activePath }: { activePath: string }) {
  const t = useT();
  const badges = useTabBadges();
  return (
    <nav className="tab-bar bottom-bar" aria-label={t('nav.tabBar')}>
      {tabs.map(({ id, path, label, Icon }) => {
        const active = path === activePath;
        return (
          <Link
            key={id}
            to={path}
            replace
            className="tab-bar__item"
            aria-current={active ? 'page' : undefined}
          >
            <span className="tab-bar__icon">
              <Icon size={24} />
              <CountBadge count={badges[id] ?? 0} className="tab-bar__badge" />
            </span>
            <span className="tab-bar__label">{t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
