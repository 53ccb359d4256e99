import { describe, expect, it } from 'vitest';
import { createBridge, getPhoneToken, phoneTokenMethod, providesPhoneToken } from './native-bridge.ts';

describe('the platform phone token', () => {
  it('is offered only inside the native wrapper with its bridge', () => {
    const withBridge = createBridge(() => undefined);
    expect(providesPhoneToken('native', withBridge)).toBe(true);
    expect(providesPhoneToken('native', withBridge, 'channel')).toBe(true);
    // The Capacitor wrapper hosts no phone assertion: no one-tap login there.
    expect(providesPhoneToken('native', withBridge, 'capacitor')).toBe(false);
    expect(providesPhoneToken('native', createBridge(null))).toBe(false);
    expect(providesPhoneToken('web', withBridge)).toBe(false);
    expect(providesPhoneToken('miniprogram', withBridge)).toBe(false);
  });

  it('is asked of the wrapper, and refused when the answer is not a signed token', async () => {
    const asked: string[] = [];
    const answering = (answer: unknown) => ({
      call: async <T>(method: string) => {
        asked.push(method);
        return answer as T;
      },
    });
    expect(await getPhoneToken(answering('eyJwaG9uZSI6MX0.c2ln'))).toBe('eyJwaG9uZSI6MX0.c2ln');
    expect(asked).toEqual([phoneTokenMethod]);
    for (const bad of ['', 'no-dot', 'a.b.c', 42, null, `${'a'.repeat(2048)}.b`]) {
      await expect(getPhoneToken(answering(bad))).rejects.toMatchObject({ code: 'FAILED' });
    }
  });
});
