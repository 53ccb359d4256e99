import {
  type CustomPageSummary,
  defaultHomeShortcuts,
  newArrivalsSection,
  type SavedPageStructure,
  systemFolder,
} from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { categoryTree, folderNodes, type StoreCategories } from '../catalog/index.ts';
import { bannersIn, type StoreRecord, storeText } from '../store/index.ts';

type SavedSection = SavedPageStructure['sections'][number];

/** A link shortcut to each of the store's custom pages (their first letter as icon). */
function customPageShortcuts(pages: readonly CustomPageSummary[]): SavedSection {
  const items = pages.slice(0, defaultHomeShortcuts).map((p) => ({
    icon: '',
    title: p.title.slice(0, 20),
    link: { type: 'page' as const, id: p.pageId, name: p.title },
  }));
  return { type: 'linkShortcuts', id: 'customPages', items };
}

/**
 * The home page a store gets until its merchant saves one: built from its banners, categories and products, its
 * banner titles and notice in the reader's locale.
 */
export function defaultHome(
  store: StoreRecord,
  cats: StoreCategories,
  locale: Locale,
  customPages: readonly CustomPageSummary[] = [],
): SavedPageStructure {
  const sections: SavedSection[] = [{ type: 'search', id: 'search' }];
  if (store.banners.length > 0) {
    sections.push({ type: 'banner', id: 'banner', images: bannersIn(store, locale) });
  }
  const notice = storeText(store.row, 'notice', locale);
  if (notice) sections.push({ type: 'notice', id: 'notice', text: notice, link: null });
  const shortcutUids = [...folderNodes(cats, locale), ...categoryTree(cats, null, locale)].map((c) => c.uid);
  if (shortcutUids.length > 0) {
    sections.push({
      type: 'shortcuts',
      id: 'shortcuts',
      categoryUids: shortcutUids.slice(0, defaultHomeShortcuts),
    });
  }
  // Until the merchant lays out a home of their own, it opens their published custom pages (decision 040).
  if (customPages.length > 0) sections.push(customPageShortcuts(customPages));
  const folder = (uid: number) => ({ type: 'category' as const, categoryUid: uid });
  if (cats.folders.hotSale) {
    sections.push({
      type: 'productSection',
      id: 'hot',
      titleKey: 'home.section.hotSale',
      title: 'Hot sale',
      source: folder(systemFolder.hotSale),
      layout: 'row',
      limit: 8,
    });
  }
  if (cats.folders.onSale) {
    sections.push({
      type: 'productSection',
      id: 'onSale',
      titleKey: 'home.section.onSale',
      title: 'On sale',
      source: folder(systemFolder.onSale),
      layout: 'grid',
      limit: 6,
    });
  }
  sections.push({ ...newArrivalsSection });
  if (cats.folders.combo) {
    sections.push({
      type: 'productSection',
      id: 'combo',
      titleKey: 'home.section.combos',
      title: 'Combos',
      source: folder(systemFolder.combo),
      layout: 'row',
      limit: 6,
    });
  }
  return { sections };
}
