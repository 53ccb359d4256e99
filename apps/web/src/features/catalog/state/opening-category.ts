import type { CategoryNode } from '@shop/contracts';

/** The category the category home shows: the one asked for when the store has it, else the first. */
export function openingCategory(
  list: readonly CategoryNode[],
  asked: number | null,
): CategoryNode | undefined {
  return list.find((c) => c.uid === asked) ?? list[0];
}
