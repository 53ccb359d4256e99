import { z } from 'zod';
import { productCard } from '../catalog.ts';
import { field } from '../wire/endpoint.ts';
import { pageLink, translationsOf } from './page-link.ts';
import { composedSections, drawnComposedSections, sectionId } from './sections.ts';

export const bannerImage = z.object({
  imageUrl: z.string(),
  title: z.string(),
  link: pageLink.nullable(),
});

const productSource = z.discriminatedUnion('type', [
  /** A real category uid or a system folder (10 combo, 11 hot sale, 12 on sale). */
  z.strictObject({ type: z.literal('category'), categoryUid: field.id }),
  z.strictObject({ type: z.literal('newest') }),
]);
const titled = { titleKey: z.string().max(60), title: z.string().max(60) };

/** The translatable texts of each kind of saved section, with the limits of their base text. */
export const sectionTextFields = {
  notice: { text: z.string().max(300) },
  bannerImage: { title: z.string().max(100) },
  productSection: { title: z.string().max(60) },
} as const;

const searchSection = z.strictObject({ type: z.literal('search'), id: sectionId });
const bannerImageOut = z.strictObject({
  imageUrl: z.string().max(500),
  title: z.string().max(100),
  link: pageLink.nullable(),
});
const bannerSection = z.strictObject({
  type: z.literal('banner'),
  id: sectionId,
  images: z.array(bannerImageOut).max(10),
});
const noticeSection = z.strictObject({
  type: z.literal('notice'),
  id: sectionId,
  text: z.string().max(300),
  link: pageLink.nullable(),
});
const savedBannerSection = bannerSection.extend({
  images: z
    .array(bannerImageOut.extend({ translations: translationsOf(sectionTextFields.bannerImage) }))
    .max(10),
});
const savedNoticeSection = noticeSection.extend({ translations: translationsOf(sectionTextFields.notice) });

/** A page as saved by the merchant: product sections name their source, not their products. */
export const savedPageStructure = z.strictObject({
  sections: z
    .array(
      z.discriminatedUnion('type', [
        searchSection,
        savedBannerSection,
        savedNoticeSection,
        z.strictObject({
          type: z.literal('shortcuts'),
          id: sectionId,
          categoryUids: z.array(field.id).max(20),
        }),
        z.strictObject({
          type: z.literal('productSection'),
          id: sectionId,
          ...titled,
          source: productSource,
          layout: z.enum(['grid', 'row']),
          limit: z.number().int().min(1).max(20),
          /** A hand-picked list, shown in this order instead of the source's first products. */
          productIds: z.array(field.id).max(20).optional(),
          /** The title in other languages; a titleKey the app knows (its own words) wins over both. */
          translations: translationsOf(sectionTextFields.productSection),
        }),
        ...composedSections,
      ]),
    )
    .max(30)
    // Ids name a section's translations (`<structure>:<section>`), so two sections may not share one.
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
      message: 'section ids must be unique',
    }),
});
export type SavedPageStructure = z.infer<typeof savedPageStructure>;

/** A page ready to draw: shortcuts carry names and icons, product sections their products' card data. */
export const pageStructure = z.object({
  sections: z.array(
    z.discriminatedUnion('type', [
      searchSection,
      bannerSection,
      noticeSection,
      z.object({
        type: z.literal('shortcuts'),
        id: z.string(),
        items: z.array(
          z.object({
            categoryUid: z.number().int(),
            name: z.string(),
            icon: z.string(),
            system: z.boolean(),
          }),
        ),
      }),
      z.object({
        type: z.literal('productSection'),
        id: z.string(),
        ...titled,
        source: productSource,
        layout: z.enum(['grid', 'row']),
        limit: z.number().int(),
        products: z.array(productCard),
      }),
      ...drawnComposedSections,
    ]),
  ),
});
export type PageStructure = z.infer<typeof pageStructure>;
export type PageSection = PageStructure['sections'][number];
