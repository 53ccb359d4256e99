// The web-view's address: the web app's origin, what it needs before the hash, its route after.
const { formatQuery, formatRoute } = require('./web-route.js');

/**
 * The address pages/web/web loads. Before the hash, what the web app reads at start: the store (`storeid`,
 * omitted when 0), the shell's locale, and the one-off login code (`wxcode`, exchanged by customeraccount/Auth;
 * omitted when there is none). After it, the web app's hash route with its query.
 * @param {{ origin: string, storeId: number, locale: string, wxcode?: string,
 *   route: { path: string, query: Record<string, string> } }} at
 */
function webUrl(at) {
  /** @type {Record<string, string>} */
  const before = {};
  if (at.storeId > 0) before.storeid = String(at.storeId);
  before.locale = at.locale;
  if (at.wxcode) before.wxcode = at.wxcode;
  return `${at.origin.replace(/\/+$/, '')}/?${formatQuery(before)}#${formatRoute(at.route)}`;
}

module.exports = { webUrl };
