import type { StoreState } from '@shop/domain';
import { type StoreBadge as Badge, storeBadge } from '@shop/domain';
import { useT } from '../lib/i18n/i18n-context.tsx';
import './store-badge.css';

/** A store's state as a coloured pill: open, outside business hours, temporarily closed, closed, reservation only. */
export function StoreBadge({ state }: { state: Pick<StoreState, 'storeStatus' | 'isOutBizTime'> }) {
  const t = useT();
  const badge: Badge = storeBadge(state);
  return <span className={`store-badge store-badge--${badge}`}>{t(`store.status.${badge}`)}</span>;
}
