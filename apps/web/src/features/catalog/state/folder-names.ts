import { systemFolders } from '@shop/domain';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

const folderKeys = { combo: 'combo', hotsale: 'hotSale', onsale: 'onSale' } as const;

/** The search `type` of each system folder (SPEC §2) and back. */
export const folderUidByType: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(systemFolders).map(([uid, type]) => [type, Number(uid)]),
);

/** A category's name; the system folders (combo, hot sale, on sale) are named by the app in the shopper's language. */
export function categoryName(
  category: { uid: number; name: string; system?: boolean },
  t: Translate,
): string {
  const folder = category.system !== false ? systemFolders[category.uid] : undefined;
  return folder ? t(`catalog.folders.${folderKeys[folder]}`) : category.name;
}
