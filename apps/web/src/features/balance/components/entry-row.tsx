import type { BalanceEntryOut } from '@shop/contracts';
import { useContext } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { payDetailPath } from '../state/balance-paths.ts';
import { useEntryWords } from '../state/use-entry-words.ts';

/** An amount with its sign: + money in, − money out. */
export function signedAmount(amount: number, currency: string): string {
  return `${amount > 0 ? '+' : '−'}${formatAmount(Math.abs(amount), currency)}`;
}

/** One ledger entry: why, when, how much, the balance after it; opens payDetail. */
export function EntryRow({ entry }: { entry: BalanceEntryOut }) {
  const t = useT();
  const words = useEntryWords();
  const currency = useContext(CurrencyContext);
  return (
    <li>
      <Link
        to={payDetailPath}
        query={{ id: String(entry.id) }}
        className="balance-entry"
        data-testid={`balance-entry-${entry.reason}`}
      >
        <span className="balance-entry__main">
          <span className="balance-entry__reason">{words(entry)}</span>
          <span className="balance-entry__time">{formatDate(entry.createdAt, 'shortMDHM')}</span>
        </span>
        <span className="balance-entry__side">
          <span className={`balance-entry__amount${entry.amount > 0 ? ' balance-entry__amount--in' : ''}`}>
            {signedAmount(entry.amount, currency)}
          </span>
          <span className="balance-entry__after">
            {t('balance.ledger.after', { amount: formatAmount(entry.balanceAfter, currency) })}
          </span>
        </span>
      </Link>
    </li>
  );
}
