import { type ProductFacts, productFactsOf, productFactsSql, productFactsText } from '../catalog/index.ts';

/**
 * The SQL of a text that changes whenever anything a sync's plan read of the store, the products `ids` names or
 * the options `optionIds` names is written (decision 055): the store row's xmin, then catalog's facts of the
 * products and options. A cart this instance knows is planned from what it read before, and its statement applies
 * only if this text is still the one that read saw.
 */
export const cartFactsSql = (store: string, ids: string, optionIds: string) =>
  `(SELECT xmin::text FROM stores WHERE id = ${store}) || '#' || ${productFactsSql(ids, optionIds)}`;

/** cartFactsSql's text taken apart: the store row's part, and each product's and option's. */
export interface CartFacts extends ProductFacts {
  store: string;
}

export function cartFactsOf(text: string): CartFacts {
  const hash = text.indexOf('#');
  return { store: text.slice(0, hash), ...productFactsOf(text.slice(hash + 1)) };
}

/** The text cartFactsSql gives of exactly the rows `facts` holds, while none of them was written since. */
export const cartFactsText = (facts: CartFacts) => `${facts.store}#${productFactsText(facts)}`;

/**
 * An int[] parameter as a statement should give it to cartFactsSql: behind a subquery, so PostgreSQL plans the
 * statement the same whatever the array holds and keeps one generic plan. Given plainly, each call's custom plan
 * (sized to the array) looked cheaper, so every call was planned anew: more CPU than the read it saves.
 */
export const idsParam = (param: string) => `(SELECT ${param}::int[])`;
