import { formatMoney } from '@shop/domain';
import { createContext, useContext } from 'react';
import { useT } from '../lib/i18n/i18n-context.tsx';
import './price.css';

/** The store's currency symbol for every Price below (the app provides it from the current store). */
export const CurrencyContext = createContext('¥');

interface PriceProps {
  /** Amount in minor units (fen/cents). */
  minor: number;
  /** The crossed-out original price in minor units, shown when above the price. */
  original?: number | null;
  /** Overrides the store's currency symbol. */
  currency?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Money with its currency and exactly 2 decimals, the cents smaller; optionally the original crossed out. */
export function Price({ minor, original, currency, size = 'md', className }: PriceProps) {
  const t = useT();
  const storeCurrency = useContext(CurrencyContext);
  const symbol = currency ?? storeCurrency;
  const text = formatMoney(Math.round(minor), symbol);
  const sign = text.startsWith('-') ? '-' : '';
  const [whole, cents] = text.slice(sign.length + symbol.length).split('.');
  const showOriginal = typeof original === 'number' && original > minor;
  return (
    <span className={['price', `price--${size}`, className].filter(Boolean).join(' ')}>
      <span className="price__now">
        <span className="visually-hidden">{text}</span>
        <span aria-hidden="true">
          {sign}
          <span className="price__symbol">{symbol}</span>
          {whole}
          <span className="price__cents">.{cents}</span>
        </span>
      </span>
      {showOriginal ? (
        <span className="price__original">
          <span className="visually-hidden">
            {t('common.originalPrice', { price: formatMoney(original, symbol) })}
          </span>
          <del aria-hidden="true">{formatMoney(original, symbol)}</del>
        </span>
      ) : null}
    </span>
  );
}
