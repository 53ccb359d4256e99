import type { Envelope } from '@shop/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../lib/api/client.ts';
import { clientKeys } from '../../../lib/client-state.ts';
import { storage } from '../../../lib/storage.ts';
import { takeGuiderCookie } from './guider-api.ts';

let asked: Record<string, unknown>[] = [];

/** Answers GetGuiderCookiesInfo with `value`. */
function answering(value: string | null) {
  asked = [];
  configureApi({
    headers: () => ({}),
    fetch: async (url, init) => {
      expect(String(url)).toMatch(/\/wxapi\/Product\/GetGuiderCookiesInfo$/);
      asked.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
      const envelope: Envelope = {
        Success: true,
        Result: { key: 'x-guider-cookie', value },
        Message: '',
        Code: null,
      };
      return new Response(JSON.stringify(envelope));
    },
  });
}

describe('takeGuiderCookie (decision 081)', () => {
  beforeEach(() => {
    storage.remove(clientKeys.guiderId);
    storage.remove(clientKeys.guiderCookie);
  });

  it("keeps the cookie of the launch's guider, and asks only once", async () => {
    answering('partner:42');
    storage.set(clientKeys.guiderId, '42');
    await takeGuiderCookie();
    await takeGuiderCookie();
    expect(asked).toEqual([{ guiderId: 42 }]);
    expect(storage.get(clientKeys.guiderCookie)).toBe('partner:42');
  });

  it('keeps nothing for a guider who is no partner, and forgets the id', async () => {
    answering(null);
    storage.set(clientKeys.guiderId, '7');
    await takeGuiderCookie();
    expect(storage.get(clientKeys.guiderCookie)).toBeUndefined();
    expect(storage.get(clientKeys.guiderId)).toBeUndefined();
  });

  it('asks nothing without a guider, or for one that is no id', async () => {
    answering('partner:1');
    await takeGuiderCookie();
    storage.set(clientKeys.guiderId, 'abc');
    await takeGuiderCookie();
    expect(asked).toEqual([]);
  });
});
