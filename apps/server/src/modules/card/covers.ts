// What a card covers — a pass card's times, a shopping card's money: one rule for both kinds.

/** A card's cover: products or categories, both empty for any item. */
export interface CardCover {
  productIds: readonly number[];
  categoryIds: readonly number[];
}

/** Whether the cover takes in a line of the product (of the category, when it has one). */
export function coversLine(
  cover: CardCover,
  line: { productId: number; categoryId: number | null },
): boolean {
  if (cover.productIds.length === 0 && cover.categoryIds.length === 0) return true;
  return (
    cover.productIds.includes(line.productId) ||
    (line.categoryId !== null && cover.categoryIds.includes(line.categoryId))
  );
}
