import { loginEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { autoSignByPhoneRef } from './auto-phone-login.ts';
import { emailSecurityCodeRef, signInByEmailRef } from './email-login.ts';
import { signInByPasswordRef } from './password-login.ts';
import { sliderChallengeRef, sliderVerifyRef } from './slider-check.ts';

describe('login endpoint references', () => {
  it('point at the contract paths', () => {
    expect(sliderChallengeRef.path).toBe(loginEndpoints.sliderChallenge.path);
    expect(sliderVerifyRef.path).toBe(loginEndpoints.sliderVerify.path);
    expect(signInByPasswordRef.path).toBe(loginEndpoints.signInByPassword.path);
    expect(emailSecurityCodeRef.path).toBe(loginEndpoints.emailSecurityCode.path);
    expect(signInByEmailRef.path).toBe(loginEndpoints.signInByEmail.path);
    expect(autoSignByPhoneRef.path).toBe(loginEndpoints.autoSignByPhone.path);
  });
});
