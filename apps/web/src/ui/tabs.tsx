import type { KeyboardEvent } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/**
 * Tabs over one list (My coupons by state, my activities by kind): buttons with the tab role, arrow keys move
 * between them, the chosen one is kept in the page's address by the caller.
 */
export function Tabs<T extends string>(props: {
  tabs: readonly TabItem<T>[];
  current: T;
  label: string;
  onPick: (id: T) => void;
  testPrefix: string;
}) {
  const { tabs, current, onPick } = props;
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const at = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[(at + step + tabs.length) % tabs.length];
    if (next) onPick(next.id);
  };
  return (
    <div className="tabs" role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === current}
          tabIndex={tab.id === current ? 0 : -1}
          className="tabs__tab"
          onClick={() => onPick(tab.id)}
          data-testid={`${props.testPrefix}-${tab.id}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
