import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { createHumanCheck } from './human-check-provider.ts';

describe('the human check chosen by configuration', () => {
  it('is the built-in one by default', () => {
    expect(createHumanCheck(readEnv({}), 'a secret of the test, long enough').provider).toBe('builtin');
  });

  it('refuses at start-up a provider the server does not have, saying which ones it has', () => {
    expect(() => readEnv({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /CAPTCHA_PROVIDER 'recaptcha' is not a provider this server has: 'builtin' is the only one/,
    );
  });
});
