import { z } from 'zod';
import { catalogPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

/**
 * Prices on the wire are decimals with at most 2 places (SellPrice 12.5 means 12.50); the database and the
 * domain hold minor units. The server converts in one place (modules/catalog/product-card.ts).
 */
export const wirePrice = z.number().min(-100_000_000).max(100_000_000);

/** The system folders of SPEC §2: derived from product flags, they are not category rows. */
export const systemFolder = { combo: 10, hotSale: 11, onSale: 12 } as const;
export const systemFolderUids: readonly number[] = Object.values(systemFolder);

/** Order modes a product can be sold in: package = delivery, queue = dine-in, takeout = self-pickup. */
export const orderModeName = z.enum(['package', 'queue', 'takeout']);
export type OrderModeName = z.infer<typeof orderModeName>;

/** One option of an attribute group; uid travels in the cart as txtproductAttributeUid, addPrice as its add-on. */
export const attributeOption = z.object({ uid: z.number().int(), name: z.string(), addPrice: wirePrice });
export const attributeGroup = z.object({
  uid: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  /**
   * A combo's group of choices (SPEC §5 combo, decision 032): at least minChoices and at most maxChoices of its
   * options, each once. Absent on ordinary option groups, where required and multiple say it.
   */
  minChoices: z.number().int().optional(),
  maxChoices: z.number().int().optional(),
  options: z.array(attributeOption),
});
export type AttributeGroup = z.infer<typeof attributeGroup>;

/** What a product list, a home section and a cart line need to draw a product (SPEC §3 cart item names). */
export const productCard = z.object({
  ProductId: z.number().int(),
  ProductName: z.string(),
  SellPrice: wirePrice,
  /** The crossed-out price; equal to SellPrice when the product is not on sale. */
  OriginalPrice: wirePrice,
  /** A URL path under /media/. */
  ImageName: z.string(),
  Stock: z.number().int(),
  IgnoreStock: z.boolean(),
  categoryUid: z.number().int().nullable(),
  Barcode: z.string().nullable(),
  Specifications: z.string(),
  Attribute5: z.string(),
  Attribute6: z.string(),
  HasAttributes: z.boolean(),
  /** Stock is tracked, at or below zero, and the store does not sell below zero. */
  IsOutStock: z.boolean(),
  isHot: z.boolean(),
  isCombo: z.boolean(),
  salesCount: z.number().int(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productDetail = productCard.extend({
  description: z.string(),
  images: z.array(z.string()),
  modes: z.array(orderModeName),
  attributeGroups: z.array(attributeGroup),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** A category node; system folders (uids 10, 11, 12) carry system: true and no children. */
export interface CategoryNode {
  uid: number;
  name: string;
  icon: string;
  sort: number;
  parentUid: number | null;
  system: boolean;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    uid: z.number().int(),
    name: z.string(),
    icon: z.string(),
    sort: z.number().int(),
    parentUid: z.number().int().nullable(),
    system: z.boolean(),
    children: z.array(categoryNode),
  }),
);

export const productPage = z.object({
  items: z.array(productCard),
  total: z.number().int(),
  pageIndex: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductPage = z.infer<typeof productPage>;

export const catalogEndpoints = {
  categories: endpoint({
    path: catalogPaths.categories,
    access: 'public',
    request: z.strictObject({ storeId: field.id }),
    result: z.array(categoryNode),
  }),
  subCategories: endpoint({
    path: catalogPaths.subCategories,
    access: 'public',
    request: z.strictObject({ storeId: field.id, parentUid: field.id }),
    result: z.array(categoryNode),
  }),
  listMulti: endpoint({
    path: catalogPaths.listMulti,
    access: 'public',
    request: z.strictObject({
      storeId: field.id,
      /** Real category uids (their sub-categories included) and/or system folders 10, 11, 12; any matches. */
      categoryUids: z.array(field.id).max(50).optional(),
      /** Case-insensitive search in the product name, trimmed; empty means no filter. */
      name: z.string().max(200).trim().max(50).optional(),
      pageIndex: field.page,
      pageSize: z.number().int().min(1).max(50),
      /** Only products sold in this order mode, when the store hides products by mode. */
      mode: orderModeName.optional(),
    }),
    result: productPage,
  }),
  productDetail: endpoint({
    path: catalogPaths.productDetail,
    access: 'public',
    request: z.strictObject({ storeId: field.id, productId: field.id }),
    result: productDetail,
  }),
  attributes: endpoint({
    path: catalogPaths.attributes,
    access: 'public',
    request: z.strictObject({ productId: field.id }),
    result: z.array(attributeGroup),
  }),
  /**
   * A combo (SPEC §7 product/combo; a goods link whose id starts with c): the set's product detail with its groups
   * of choices (min/max per group, add-on prices). PRODUCT_NOT_FOUND for a product that is not a combo.
   */
  combo: endpoint({
    path: catalogPaths.combo,
    access: 'public',
    request: z.strictObject({ storeId: field.id, comboId: field.id }),
    result: productDetail,
  }),
  hasAttributesById: endpoint({
    path: catalogPaths.hasAttributesById,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.boolean(),
  }),
  findByBarcode: endpoint({
    path: catalogPaths.findByBarcode,
    access: 'public',
    request: z.strictObject({
      /** Defaults to the x-store-id header (SPEC §7 sends only the barcode). */
      storeId: field.id.optional(),
      barcode: z.string().max(200).trim().min(1).max(64),
    }),
    result: z.object({ successed: z.literal(true), product: z.object({ id: z.number().int() }) }),
  }),
};
