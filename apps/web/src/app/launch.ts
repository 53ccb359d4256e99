import { parseQuery, type Query } from '@shop/domain';

/**
 * The launch rules of SPEC §2, as pure functions of the address the app was opened with. Options come from the
 * search part and the hash's query (the hash wins), plus a mini-program `scene` (itself an encoded query) for
 * keys neither has. Keys are matched without regard to case (tableNo, tableno).
 */

export const scanOrderPath = '/subpackages/scanCodeOrder/index';
export const categoryHomePath = '/subpackages/category/pages/home/index';
export const wkbinPath = '/pages/wkbin/wkbin';

export type LaunchAction =
  | { type: 'storeTableNo'; tableNo: string }
  | { type: 'setOrderMode'; mode: 'tablePay' }
  | { type: 'setOrderMode'; mode: 'addressQr'; qrc: string }
  | { type: 'redirect'; path: string; query: Query };

/** Formats the page options of a launch address: one flat query with lower-case keys. */
export function formatPageOptions(url: string): Query {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const searchAt = beforeHash.indexOf('?');
  const hashQueryAt = hash.indexOf('?');
  const merged: Query = {};
  const add = (query: Query, overwrite: boolean) => {
    for (const [key, value] of Object.entries(query)) {
      const k = key.toLowerCase();
      if (overwrite || !(k in merged)) merged[k] = value;
    }
  };
  if (searchAt >= 0) add(parseQuery(beforeHash.slice(searchAt + 1)), true);
  if (hashQueryAt >= 0) add(parseQuery(hash.slice(hashQueryAt + 1)), true);
  if (merged.scene) add(parseQuery(merged.scene), false);
  return merged;
}

/** What the launch address asks for: stored state and at most one redirect; the first rule that applies wins. */
export function parseLaunch(options: Query): LaunchAction[] {
  const tableNo = options.tableno?.trim();
  if (tableNo) {
    return [
      { type: 'storeTableNo', tableNo },
      { type: 'setOrderMode', mode: 'tablePay' },
      { type: 'redirect', path: scanOrderPath, query: { tableno: tableNo, mode: 'tablePay' } },
    ];
  }
  const qrc = options.qrc?.trim();
  if (qrc) {
    return [
      { type: 'setOrderMode', mode: 'addressQr', qrc },
      { type: 'redirect', path: categoryHomePath, query: {} },
    ];
  }
  if (options.redirect?.toLowerCase() === 'wkbin') {
    return [{ type: 'redirect', path: wkbinPath, query: { sceneid: options.sceneid ?? '' } }];
  }
  return [];
}
