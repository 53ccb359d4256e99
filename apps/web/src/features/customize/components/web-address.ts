/**
 * Addresses the in-app web view may frame (decision 041): http and https only — a javascript:, data: or file:
 * address in a store's link would run inside the app.
 */
export function safeWebUrl(text: string | undefined): URL | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether `host` is the knowledge site's host or one of its subdomains. */
export function isHostOf(host: string, site: string): boolean {
  const h = host.toLowerCase();
  const s = site.toLowerCase();
  return h === s || h.endsWith(`.${s}`);
}

/**
 * The knowledge site's address for the college page: the link's own when it points at the site, else the site's
 * home; with the store id and the college parameters of the link (teacher, course category, display type).
 */
export function collegeUrl(site: string, storeId: number, query: Record<string, string | undefined>): URL {
  const given = safeWebUrl(query.url);
  const url = given && isHostOf(given.hostname, site) ? given : new URL(`https://${site}/`);
  url.searchParams.set('storeid', String(storeId));
  for (const key of ['teacherid', 'coursecategoryid', 'displayType']) {
    const value = query[key];
    if (value) url.searchParams.set(key, value);
  }
  return url;
}
