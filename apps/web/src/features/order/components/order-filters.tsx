import type { OrderTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { OrderRange } from '../api/order-keys.ts';

export const orderTabs: readonly OrderTab[] = ['all', 'unpaid', 'active', 'completed', 'closed'];
export const orderRanges: readonly OrderRange[] = ['month', 'year'];

interface OrderFiltersProps {
  tab: OrderTab;
  range: OrderRange;
  onTab: (tab: OrderTab) => void;
  onRange: (range: OrderRange) => void;
}

/** The history's status tabs and its 30-days / one-year filter (SPEC §9). */
export function OrderFilters({ tab, range, onTab, onRange }: OrderFiltersProps) {
  const t = useT();
  return (
    <div className="order-filters">
      <div className="order-tabs no-scrollbar" role="tablist" aria-label={t('order.tabsLabel')}>
        {orderTabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={id === tab}
            className="order-tabs__tab"
            onClick={() => onTab(id)}
            data-testid={`order-tab-${id}`}
          >
            {t(`order.tabs.${id}`)}
          </button>
        ))}
      </div>
      <fieldset className="order-range">
        <legend className="visually-hidden">{t('order.rangeLabel')}</legend>
        {orderRanges.map((id) => (
          <button
            key={id}
            type="button"
            className="order-range__option touch-44"
            aria-pressed={id === range}
            onClick={() => onRange(id)}
            data-testid={`order-range-${id}`}
          >
            {t(`order.range.${id}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
