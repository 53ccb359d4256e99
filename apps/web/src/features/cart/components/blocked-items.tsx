import { useState } from 'react';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import type { BlockedItem } from '../state/cart-types.ts';

/** 'Stock 0 · wanted 3' or 'No longer available · wanted 2' (SPEC §8: listed with stock or quantity). */
export function blockedReason(item: BlockedItem, t: Translate) {
  return item.Unavailable
    ? t('cart.blockedGone', { Quantity: item.Quantity })
    : t('cart.blockedStock', { Stock: item.Stock, Quantity: item.Quantity });
}

/** The out-of-stock and unavailable items, with a button that clears them all. */
export function BlockedItems({
  items,
  onClear,
}: {
  items: readonly BlockedItem[];
  onClear: () => Promise<unknown>;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  if (items.length === 0) return null;
  const clear = async () => {
    setBusy(true);
    try {
      await onClear();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cart-blocked card" aria-labelledby="cart-blocked-title" data-testid="cart-blocked">
      <header className="cart-blocked__head">
        <h2 className="cart-blocked__title" id="cart-blocked-title">
          {t('cart.blockedTitle', { count: items.length })}
        </h2>
        <Button variant="ghost" size="sm" onClick={clear} loading={busy}>
          {t('cart.clearBlocked')}
        </Button>
      </header>
      <ul className="cart-blocked__list">
        {items.map((item, i) => (
          <li className="cart-blocked__item" key={item.key ?? `gone-${item.ProductId}-${i}`}>
            <span className="cart-blocked__name ellipsis">{item.ProductName || t('cart.unknownItem')}</span>
            <span className={`cart-blocked__tag${item.Unavailable ? ' cart-blocked__tag--gone' : ''}`}>
              {item.Unavailable ? t('cart.unavailable') : t('cart.outOfStock')}
            </span>
            <span className="cart-blocked__reason">{blockedReason(item, t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
