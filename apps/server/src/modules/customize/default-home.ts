import {
  defaultHomeShortcuts,
  newArrivalsSection,
  type SavedPageStructure,
  systemFolder,
} from '@shop/contracts';
import type { Translations } from '@shop/domain';
import { categoryTree, folderNodes, type StoreCategories } from '../catalog/index.ts';
import type { StoreRecord } from '../store/index.ts';

type SavedSection = SavedPageStructure['sections'][number];

/** The store's notice in other languages, as the notice section's own translations (decision 020). */
function noticeTranslations(store: StoreRecord): Translations<{ text: string }> {
  const out: Translations<{ text: string }> = {};
  for (const [locale, fields] of Object.entries(store.row.translations) as Array<
    [keyof Translations<object>, { notice?: string } | undefined]
  >) {
    if (fields?.notice) out[locale] = { text: fields.notice };
  }
  return out;
}

/** The home page a store gets until its merchant saves one: built from its banners, categories and products. */
export function defaultHome(store: StoreRecord, cats: StoreCategories): SavedPageStructure {
  const sections: SavedSection[] = [{ type: 'search', id: 'search' }];
  if (store.banners.length > 0) sections.push({ type: 'banner', id: 'banner', images: store.banners });
  const notice = store.row.settings.notice;
  if (notice) {
    const translations = noticeTranslations(store);
    sections.push({ type: 'notice', id: 'notice', text: notice, link: null, translations });
  }
  const shortcutUids = [...folderNodes(cats), ...categoryTree(cats, null)].map((c) => c.uid);
  if (shortcutUids.length > 0) {
    sections.push({
      type: 'shortcuts',
      id: 'shortcuts',
      categoryUids: shortcutUids.slice(0, defaultHomeShortcuts),
    });
  }
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
