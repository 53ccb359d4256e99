import { describe, expect, it } from 'vitest';
import { encodeQuery, parseQuery } from './query.ts';

describe('queries', () => {
  it('parses and encodes queries symmetrically, tolerating bad escapes', () => {
    expect(parseQuery('?a=1&b=x%20y&c&d=e+f')).toEqual({ a: '1', b: 'x y', c: '', d: 'e f' });
    expect(parseQuery('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    const query = { 'k&': 'v=1', name: '奶茶' };
    expect(parseQuery(encodeQuery(query))).toEqual(query);
  });
});
