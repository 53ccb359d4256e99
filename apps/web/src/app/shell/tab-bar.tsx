import type { TabBarTab } from '@shop/contracts';
import { isTabStop, type Query, type TabKind } from '@shop/domain';
import type { ComponentType } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { Link } from '../../lib/router/use-route.tsx';
import { CountBadge } from '../../ui/count-badge.tsx';
import { IconCart, IconHome, IconOrder, IconUser } from '../../ui/icons.tsx';
import { type TabId, useTabBadges } from '../../ui/tab-badges.ts';
import { IconCalendar, IconGift, IconGrid, IconPage, IconTicket } from './tab-icons.tsx';
import './tab-bar.css';

type Icon = ComponentType<{ size?: number }>;

/** Each kind of tab a store may choose (decision 041): its icon and, unless the store wrote one, its label. */
const kinds: Record<TabKind, { Icon: Icon; label: MessageKey }> = {
  home: { Icon: IconHome, label: 'nav.home' },
  category: { Icon: IconGrid, label: 'nav.categories' },
  cart: { Icon: IconCart, label: 'nav.cart' },
  order: { Icon: IconOrder, label: 'nav.order' },
  me: { Icon: IconUser, label: 'nav.me' },
  couponCenter: { Icon: IconTicket, label: 'nav.couponCenter' },
  pointsMall: { Icon: IconGift, label: 'nav.pointsMall' },
  checkIn: { Icon: IconCalendar, label: 'nav.checkIn' },
  page: { Icon: IconPage, label: 'nav.home' },
};

const badgeIds: ReadonlySet<string> = new Set<TabId>(['home', 'cart', 'order', 'me']);

/** The store's tab bar (2–5 tabs); the tab of the page on show is marked current. */
export function TabBar({ tabs, path, query }: { tabs: readonly TabBarTab[]; path: string; query: Query }) {
  const t = useT();
  const badges = useTabBadges();
  return (
    <nav
      className="tab-bar bottom-bar"
      aria-label={t('nav.tabBar')}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
    >
      {tabs.map((tab) => {
        const { Icon, label } = kinds[tab.kind];
        const active = isTabStop(path, query, [tab]);
        const badge = badgeIds.has(tab.kind) ? (badges[tab.kind as TabId] ?? 0) : 0;
        return (
          <Link
            key={`${tab.kind}:${tab.query.pageid ?? ''}`}
            to={tab.path}
            query={tab.query}
            replace
            className="tab-bar__item"
            aria-current={active ? 'page' : undefined}
            data-tab={tab.kind}
          >
            <span className="tab-bar__icon">
              <Icon size={24} />
              <CountBadge count={badge} className="tab-bar__badge" />
            </span>
            <span className="tab-bar__label">{tab.label ?? t(label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
