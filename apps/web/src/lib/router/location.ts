import { encodeQuery, parseQuery, type Query } from '@shop/domain';

/** A place in the app: the page path and its query, read from the hash (`#/subpackages/x/y?a=1`). */
export interface Route {
  path: string;
  query: Query;
}

/** Reads a hash (with or without the leading #); an empty one is the root path '/'. */
export function parseHash(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const at = text.indexOf('?');
  const rawPath = at < 0 ? text : text.slice(0, at);
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { path, query: at < 0 ? {} : parseQuery(text.slice(at + 1)) };
}

/** Builds the hash for a path and query: `#/path?a=1`. */
export function buildHash(path: string, query: Query = {}): string {
  const q = encodeQuery(query);
  return `#${path}${q ? `?${q}` : ''}`;
}
