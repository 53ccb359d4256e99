import type { NamedLink } from '@shop/domain';
import { z } from 'zod';
import { field } from '../wire/endpoint.ts';
import { pageLink, translationsOf } from './page-link.ts';

/*
 * The sections a store composes its pages from beside search, banner, notice, shortcuts and product sections
 * (decision 040): link shortcuts, coupon strip, activity strip, image, text and spacer. Each has a saved form
 * (strict, with its texts' translations) and a drawn form (the texts in the reader's language, live figures).
 */

export const sectionId = z.string().min(1).max(40);
const imageUrl = z.string().max(500);

/** The activities an activity strip may show: each opens its named link of SPEC §2. */
export const pageActivities = [
  'checkIn',
  'recharge',
  'pointsMall',
  'couponCenter',
  'inviteRewards',
  'memberLevel',
  'myCoupons',
  'myPoints',
] as const satisfies readonly NamedLink[];
export const pageActivity = z.enum(pageActivities);
export type PageActivity = z.infer<typeof pageActivity>;

/** The translatable texts of the composed sections, with the limits of their base text. */
export const composedTextFields = {
  linkShortcut: { title: z.string().max(20) },
  strip: { title: z.string().max(60) },
  activity: { title: z.string().max(20) },
  image: { alt: z.string().max(100) },
  text: { title: z.string().max(60), text: z.string().max(2000) },
} as const;

const linkShortcut = z.strictObject({
  /** An icon picture; empty draws the title's first letter. */
  icon: imageUrl,
  ...composedTextFields.linkShortcut,
  link: pageLink,
});
const image = z.strictObject({
  type: z.literal('image'),
  id: sectionId,
  imageUrl: imageUrl.min(1),
  ...composedTextFields.image,
  /** The picture's size, so the page keeps its place before it loads (no layout shift). */
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
  link: pageLink.nullable(),
});
const text = z.strictObject({
  type: z.literal('text'),
  id: sectionId,
  /** An optional heading above the paragraphs (empty: none). */
  title: composedTextFields.text.title,
  /** Plain text; a blank line starts a new paragraph. */
  text: composedTextFields.text.text.min(1),
  align: z.enum(['start', 'center']),
});
const spacer = z.strictObject({
  type: z.literal('spacer'),
  id: sectionId,
  height: z.number().int().min(4).max(80),
});
const couponStrip = z.strictObject({
  type: z.literal('couponStrip'),
  id: sectionId,
  ...composedTextFields.strip,
  /** The coupon centre's templates to show, in this order; empty shows the centre's first ones. */
  templateIds: z.array(field.id).max(20),
  limit: z.number().int().min(1).max(20),
});
const activityItem = z.strictObject({
  activity: pageActivity,
  /** The merchant's own label; empty uses the app's word for the activity. */
  ...composedTextFields.activity,
});
const activityStrip = z.strictObject({
  type: z.literal('activityStrip'),
  id: sectionId,
  ...composedTextFields.strip,
  items: z.array(activityItem).min(1).max(8),
});

/** The composed sections as saved: each text beside its translations (decision 020). */
export const composedSections = [
  z.strictObject({
    type: z.literal('linkShortcuts'),
    id: sectionId,
    items: z
      .array(linkShortcut.extend({ translations: translationsOf(composedTextFields.linkShortcut) }))
      .min(1)
      .max(20),
  }),
  couponStrip.extend({ translations: translationsOf(composedTextFields.strip) }),
  activityStrip.extend({
    translations: translationsOf(composedTextFields.strip),
    items: z
      .array(activityItem.extend({ translations: translationsOf(composedTextFields.activity) }))
      .min(1)
      .max(8),
  }),
  image.extend({ translations: translationsOf(composedTextFields.image) }),
  text.extend({ translations: translationsOf(composedTextFields.text) }),
  spacer,
] as const;

/** The composed sections as drawn: texts in the reader's language; activities with their live figure. */
export const drawnComposedSections = [
  z.strictObject({ type: z.literal('linkShortcuts'), id: sectionId, items: z.array(linkShortcut) }),
  couponStrip,
  activityStrip.extend({
    items: z.array(
      activityItem.extend({
        /** What the activity offers now (coupons to claim, products in the points mall); null when none is told. */
        figure: z.number().int().nullable(),
      }),
    ),
  }),
  image,
  text,
  spacer,
] as const;
