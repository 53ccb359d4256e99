import { attributeGroups, attributeOptions, categories, products } from '../../db/schema/catalog.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

const NAME = 80;

/** The catalogue's store-authored text that staff translate (decision 020). */
export const catalogTranslatables: TranslatableEntity[] = [
  {
    name: 'category',
    table: categories,
    id: categories.id,
    translations: categories.translations,
    fields: { name: { base: categories.name, kind: 'text', max: NAME } },
  },
  {
    name: 'product',
    table: products,
    id: products.id,
    translations: products.translations,
    fields: {
      name: { base: products.name, kind: 'text', max: NAME },
      description: { base: products.description, kind: 'text', max: 2000 },
      specifications: { base: products.specifications, kind: 'text', max: 200 },
    },
  },
  {
    name: 'attribute-group',
    table: attributeGroups,
    id: attributeGroups.id,
    translations: attributeGroups.translations,
    fields: { name: { base: attributeGroups.name, kind: 'text', max: NAME } },
  },
  {
    name: 'attribute-option',
    table: attributeOptions,
    id: attributeOptions.id,
    translations: attributeOptions.translations,
    fields: { name: { base: attributeOptions.name, kind: 'text', max: NAME } },
  },
];
