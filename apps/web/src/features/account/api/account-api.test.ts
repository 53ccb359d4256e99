import { accountEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { findLoginInfoRef } from './find-login-info.ts';
import { logoffRef } from './logoff.ts';
import { sendSecurityCodeRef } from './send-security-code.ts';
import { signinRef } from './signin.ts';

describe('account endpoint references', () => {
  it('point at the contract paths', () => {
    expect(sendSecurityCodeRef.path).toBe(accountEndpoints.sendSecurityCode.path);
    expect(signinRef.path).toBe(accountEndpoints.signin.path);
    expect(findLoginInfoRef.path).toBe(accountEndpoints.findLoginInfo.path);
    expect(logoffRef.path).toBe(accountEndpoints.logoff.path);
  });
});
