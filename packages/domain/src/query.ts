/** A page query or url query: names to texts. */
export type Query = Record<string, string>;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Encodes a query object as `a=1&b=2` (no leading `?`), skipping nothing and sorting nothing. */
export function encodeQuery(params: Query): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Parses `a=1&b=2` (a leading `?` is allowed); malformed escapes are kept as written. */
export function parseQuery(text: string): Query {
  const query: Query = {};
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    query[key] = eq < 0 ? '' : decode(part.slice(eq + 1));
  }
  return query;
}

/** A positive whole id from a query value (an address's ?id=), else null: digits only, within a 32-bit id. */
export function queryId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
