import type { ProductCard } from '@shop/contracts';
import { fromMinor, type Locale, type Translations, translatedField } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';

/** Minor units to the wire's decimal price; the single place prices leave the server. */
export function toWirePrice(minor: number): number {
  return fromMinor(minor);
}

/** The columns a product card needs, HasAttributes included, so a list is one query with no follow-ups. */
export const cardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  originalPrice: products.originalPrice,
  imageName: products.imageName,
  stock: products.stock,
  ignoreStock: products.ignoreStock,
  categoryId: products.categoryId,
  barcode: products.barcode,
  specifications: products.specifications,
  attribute5: products.attribute5,
  attribute6: products.attribute6,
  isHot: products.isHot,
  isCombo: products.isCombo,
  salesCount: products.salesCount,
  translations: products.translations,
  // Spelled out: inside a select list drizzle writes columns unqualified, and a bare "id" here would be the
  // attribute group's own id.
  hasAttributes: sql<boolean>`exists (select 1 from "attribute_groups" ag where ag.product_id = "products"."id")`,
};

/** A product's translatable text (decision 020). */
export interface ProductText {
  name: string;
  description: string;
  specifications: string;
}

export interface CardRow {
  id: number;
  name: string;
  price: number;
  originalPrice: number | null;
  imageName: string;
  stock: number;
  ignoreStock: boolean;
  categoryId: number | null;
  barcode: string | null;
  specifications: string;
  attribute5: string;
  attribute6: string;
  isHot: boolean;
  isCombo: boolean;
  salesCount: number;
  translations: Translations<ProductText>;
  hasAttributes: boolean;
}

/** Whether a product cannot be added now: its stock is tracked, used up, and the store does not oversell. */
export function isOutOfStock(
  row: Pick<CardRow, 'stock' | 'ignoreStock'>,
  allowStockBelowZero: boolean,
): boolean {
  return !row.ignoreStock && !allowStockBelowZero && row.stock <= 0;
}

/** One of a product's text fields in the reader's locale (decision 020). */
export function productText(
  row: Pick<CardRow, 'translations'> & Partial<ProductText>,
  field: keyof ProductText,
  locale: Locale,
): string {
  return translatedField<ProductText, keyof ProductText>(row[field] ?? '', row.translations, field, locale);
}

/** A product card with its name and specifications in the reader's locale. */
export function toProductCard(row: CardRow, allowStockBelowZero: boolean, locale: Locale): ProductCard {
  const original =
    row.originalPrice !== null && row.originalPrice > row.price ? row.originalPrice : row.price;
  return {
    ProductId: row.id,
    ProductName: productText(row, 'name', locale),
    SellPrice: toWirePrice(row.price),
    OriginalPrice: toWirePrice(original),
    ImageName: row.imageName,
    Stock: row.stock,
    IgnoreStock: row.ignoreStock,
    categoryUid: row.categoryId,
    Barcode: row.barcode,
    Specifications: productText(row, 'specifications', locale),
    Attribute5: row.attribute5,
    Attribute6: row.attribute6,
    HasAttributes: Boolean(row.hasAttributes),
    IsOutStock: isOutOfStock(row, allowStockBelowZero),
    isHot: row.isHot,
    isCombo: row.isCombo,
    salesCount: row.salesCount,
  };
}
