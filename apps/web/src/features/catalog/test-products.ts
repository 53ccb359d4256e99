import type { ProductCard, ProductPage } from '@shop/contracts';

/** A product card for tests; `extra` overrides. */
export function card(id: number, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    ProductId: id,
    ProductName: `Product ${id}`,
    SellPrice: 12.5,
    OriginalPrice: 12.5,
    ImageName: `/media/products/p${id}.svg`,
    Stock: 50,
    IgnoreStock: false,
    categoryUid: 100,
    Barcode: null,
    Specifications: '',
    Attribute5: '',
    Attribute6: '',
    HasAttributes: false,
    IsOutStock: false,
    isHot: false,
    isCombo: false,
    salesCount: 0,
    ...extra,
  };
}

/** The page product/listmulti would answer for `total` products numbered from 1. */
export function pageOf(total: number, body: Record<string, unknown>): ProductPage {
  const index = Number(body.pageIndex);
  const size = Number(body.pageSize);
  const first = (index - 1) * size + 1;
  const last = Math.min(total, index * size);
  const items = [];
  for (let id = first; id <= last; id++) items.push(card(id));
  return { items, total, pageIndex: index, hasMore: last < total };
}
