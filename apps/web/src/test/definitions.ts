import { within } from '@testing-library/react';

/**
 * A description list (dt/dd) as the shopper reads it: each term with what it says, e.g.
 * `{ 'Items total': '¥40.00' }`. For facts shown as pairs (totals, order numbers) that have no role of their own.
 */
export function definitions(container: HTMLElement = document.body): Record<string, string> {
  const terms = within(container).queryAllByRole('term');
  const values = within(container).queryAllByRole('definition');
  if (terms.length !== values.length)
    throw new Error(`${terms.length} terms but ${values.length} definitions`);
  return Object.fromEntries(terms.map((term, i) => [term.textContent ?? '', values[i]!.textContent ?? '']));
}
