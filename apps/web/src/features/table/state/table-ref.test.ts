import { describe, expect, it } from 'vitest';
import { sessionIdOf, tableRefOf } from './table-ref.ts';

describe('tableRefOf', () => {
  it('reads a short tableno as the table number and a long one as its code', () => {
    expect(tableRefOf('7')).toEqual({ tableNo: '7' });
    expect(tableRefOf(' A-12 ')).toEqual({ tableNo: 'A-12' });
    expect(tableRefOf('Zx3_9kLmQpR2sT8uVw')).toEqual({ code: 'Zx3_9kLmQpR2sT8uVw' });
    expect(tableRefOf('')).toBeNull();
    expect(tableRefOf('<script>')).toBeNull();
  });

  it('reads the session id of a page query', () => {
    expect(sessionIdOf({ sessionId: '12' })).toBe(12);
    expect(sessionIdOf({ sessionId: 'x' })).toBe(0);
    expect(sessionIdOf({})).toBe(0);
  });
});
