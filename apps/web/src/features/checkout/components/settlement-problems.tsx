import type { InvalidBasketItem, SettlementProblem } from '@shop/contracts';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasKey } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { IconAlert } from '../../../ui/icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';

export const cartPath = '/subpackages/shopping/shoppingCart';

/** Problems the shopper fixes in the cart (the others are the store's). */
const cartFixable = new Set([
  'ORDER_INSUFFICIENT_STOCK',
  'CART_EMPTY_OR_UNBUYABLE',
  'ORDER_OPTIONS_REQUIRED',
  'ORDER_COMBO_CHOICES',
  'CART_QUANTITY_LIMIT',
]);

/** The problem's headline, translated by its code (SPEC §8); the server's words when the code is unknown. */
function headline(problem: SettlementProblem, t: Translate, currency: string): string {
  const key = `errors.${problem.Code}`;
  if (!hasKey(key)) return problem.Message;
  const amount = problem.params?.Amount;
  const names = problem.missingOptions?.map((m) => m.ProductName).join(', ');
  return t(key, {
    ...problem.params,
    ...(amount !== undefined ? { Amount: formatAmount(Number(amount), currency) } : {}),
    ...(names ? { Name: names } : {}),
  });
}

/** 'Oolong: 1 left, 3 wanted' or 'Oolong: no longer available'. */
export function itemLine(item: InvalidBasketItem, t: Translate): string {
  const name = item.ProductName || t('checkout.unknownItem');
  return item.Unavailable
    ? t('checkout.unavailableLine', { name })
    : t('checkout.stockLine', { name, Stock: Math.max(0, item.Stock), Quantity: item.Quantity });
}

function details(problem: SettlementProblem, t: Translate): string[] {
  const items = (problem.Items ?? []).map((i) =>
    problem.Code === 'CART_QUANTITY_LIMIT'
      ? t('checkout.limitLine', { name: i.ProductName, Quantity: i.Quantity, Max: problem.params?.Max ?? '' })
      : itemLine(i, t),
  );
  const options = (problem.missingOptions ?? []).map((m) =>
    t('checkout.optionsLine', { name: m.ProductName, groups: m.groupNames.join(', ') }),
  );
  return [...items, ...options];
}

/** What stops the order (SPEC §8), in place above the submit: store state, stock, options, minimum amount. */
export function SettlementProblems({ problems }: { problems: readonly SettlementProblem[] }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  if (problems.length === 0) return null;
  const fixInCart = problems.some((p) => cartFixable.has(p.Code));
  return (
    <section className="settle-problems" role="alert" data-testid="settlement-problems">
      <h2 className="settle-problems__title">
        <IconAlert size={18} /> {t('checkout.problemsTitle')}
      </h2>
      <ul className="settle-problems__list">
        {problems.map((problem) => (
          <li key={problem.Code} data-problem={problem.Code}>
            <p className="settle-problems__headline">{headline(problem, t, currency)}</p>
            {details(problem, t).map((line) => (
              <p className="settle-problems__detail" key={line}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {fixInCart ? (
        <Button size="sm" variant="secondary" onClick={() => navigate(cartPath)}>
          {t('checkout.editCart')}
        </Button>
      ) : null}
    </section>
  );
}
