import type { SavedPageStructure } from '@shop/contracts';
import { type Locale, type Translations, translatedField } from '@shop/domain';

type SavedSection = SavedPageStructure['sections'][number];

/** An object without its translations: what the wire carries once its text is picked. */
type Picked<T> = T extends { translations?: unknown } ? Omit<T, 'translations'> : T;

type BannerSection = Extract<SavedSection, { type: 'banner' }>;
type LinkShortcuts = Extract<SavedSection, { type: 'linkShortcuts' }>;
type ActivityStrip = Extract<SavedSection, { type: 'activityStrip' }>;
type WithItems = BannerSection | LinkShortcuts | ActivityStrip;

/** A saved section with each store-authored text in the reader's locale and no translations left. */
export type LocalizedSection =
  | Picked<Exclude<SavedSection, WithItems>>
  | (Omit<BannerSection, 'images'> & { images: Array<Picked<BannerSection['images'][number]>> })
  | (Omit<LinkShortcuts, 'items'> & { items: Array<Picked<LinkShortcuts['items'][number]>> })
  | (Omit<Picked<ActivityStrip>, 'items'> & { items: Array<Picked<ActivityStrip['items'][number]>> });

/** One object's text field in the reader's locale (the chain of decision 020, else its base text). */
function pick<
  T extends { translations?: Translations<Record<F, string>> | undefined },
  F extends string & keyof T,
>(item: T, field: F, locale: Locale): Picked<T> {
  const { translations, ...rest } = item;
  const base = item[field] as string;
  return { ...rest, [field]: translatedField(base, translations, field, locale) } as Picked<T>;
}

/**
 * A saved section as the reader reads it (decision 020): the notice text, banner captions and a product
 * section's title in their locale; app words (a titleKey the web knows) stay keys for the web to translate.
 */
export function localizeSection(section: SavedSection, locale: Locale): LocalizedSection {
  switch (section.type) {
    case 'notice':
      return pick(section, 'text', locale);
    case 'productSection':
      return pick(section, 'title', locale);
    case 'banner':
      return { ...section, images: section.images.map((image) => pick(image, 'title', locale)) };
    case 'linkShortcuts':
      return { ...section, items: section.items.map((item) => pick(item, 'title', locale)) };
    case 'activityStrip': {
      const items = section.items.map((item) => pick(item, 'title', locale));
      return { ...pick(section, 'title', locale), items };
    }
    case 'couponStrip':
      return pick(section, 'title', locale);
    case 'image':
      return pick(section, 'alt', locale);
    case 'text': {
      const { translations, ...rest } = section;
      const title = translatedField(section.title, translations, 'title', locale);
      return { ...rest, title, text: translatedField(section.text, translations, 'text', locale) };
    }
    default:
      return section;
  }
}
