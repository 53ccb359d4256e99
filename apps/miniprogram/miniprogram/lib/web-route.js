// The web app's routes as the shell passes them around: `/path?query`, the path one of the app's own.

/** The web app's home (SPEC §2). */
const homePath = '/pages/index/index';
/** Where a scene code's id resolves (SPEC §2 pages/wkbin/wkbin?sceneid=). */
const wkbinPath = '/pages/wkbin/wkbin';

const pathPattern = /^\/[A-Za-z0-9/_-]*$/;

/**
 * decodeURIComponent that leaves a malformed text as it is.
 * @param {string} text
 */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch (_error) {
    return text;
  }
}

/**
 * A query string of a flat object, keys in their order, values encoded.
 * @param {Record<string, string>} query
 */
function formatQuery(query) {
  return Object.keys(query)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(query[key] ?? '')}`)
    .join('&');
}

/**
 * The flat query of a query string (values decoded; the last of a repeated key wins).
 * @param {string} search
 * @returns {Record<string, string>}
 */
function parseQuery(search) {
  /** @type {Record<string, string>} */
  const query = {};
  for (const part of search.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = safeDecode(at < 0 ? part : part.slice(0, at));
    if (key) query[key] = at < 0 ? '' : safeDecode(part.slice(at + 1).replace(/\+/g, ' '));
  }
  return query;
}

/**
 * A route `/path?query` split; null when the path is not a plain app path (no scheme, host or '..').
 * @param {string} route
 * @returns {{ path: string, query: Record<string, string> } | null}
 */
function parseRoute(route) {
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  if (!pathPattern.test(path) || path.includes('//')) return null;
  return { path, query: at < 0 ? {} : parseQuery(route.slice(at + 1)) };
}

/**
 * `/path?query` of a split route (no '?' when the query is empty).
 * @param {{ path: string, query: Record<string, string> }} route
 */
function formatRoute(route) {
  const search = formatQuery(route.query);
  return search ? `${route.path}?${search}` : route.path;
}

module.exports = { homePath, wkbinPath, safeDecode, formatQuery, parseQuery, parseRoute, formatRoute };
