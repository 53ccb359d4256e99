import type { ErrorCode, InvalidBasketItem } from '@shop/contracts';

export interface MissingOption {
  ProductId: number;
  ProductName: string;
  groupNames: string[];
}

/**
 * Something that refuses the order, by its catalogue code, with what the shopper needs to see (its own file so the
 * checks assess.ts runs, such as combo-check.ts, can name it without importing assess back).
 */
export interface OrderProblem {
  code: ErrorCode;
  params: Record<string, string | number>;
  items?: InvalidBasketItem[];
  missingOptions?: MissingOption[];
}
